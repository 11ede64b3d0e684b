/** Entries of a lease's books as the use cases write them, for the storage suites. */
import type { LedgerCharge, LedgerCredit, LedgerVoid } from '../../../../domain/ledger/ledger.ts';
import { taka } from '../../../../domain/shared/money.ts';
import { AT } from '../../../support/builders.ts';

export const LEASE = 'agr-1';
export const OTHER_LEASE = 'agr-2';
export const ADMIN = 'admin@test.lakeview';

/** `minutes` after AT. */
export const later = (minutes: number) => new Date(AT.getTime() + minutes * 60_000);

export const aCharge = (id = 'chg-1', more: Partial<LedgerCharge> = {}): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId: LEASE,
  kind: 'service',
  month: '2026-11',
  label: 'Service charge',
  amount: taka(2_500),
  at: AT,
  by: ADMIN,
  ...more,
});

/** A month's late fee, as the late-fee round adds it. */
export const aLateFee = (id = 'fee-1', more: Partial<LedgerCharge> = {}): LedgerCharge => {
  const { by: _by, ...charge } = aCharge(id, { kind: 'late-fee', label: 'Late fee', amount: taka(500), ...more });
  return charge;
};

/** A bank transfer an admin recorded, with every field a payment may have. */
export const aPayment = (id = 'cr-1', more: Partial<LedgerCredit> = {}): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: LEASE,
  kind: 'payment',
  amount: taka(12_000),
  paidOn: '2026-11-04',
  at: AT,
  method: 'bank',
  reference: `TRX-${id}`,
  note: 'Paid at the branch on Road 11',
  forCharge: 'chg-1',
  by: ADMIN,
  ...more,
});

export const aVoid = (id: string, voids: string, more: Partial<LedgerVoid> = {}): LedgerVoid => ({
  type: 'void',
  id,
  leaseId: LEASE,
  voids,
  reason: 'Entered twice',
  at: AT,
  by: ADMIN,
  ...more,
});

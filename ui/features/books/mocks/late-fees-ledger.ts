import type { LeaseSummaryDto } from '@contract/ledger';
import { type LedgerCharge, type LedgerEntry, rentCharge, rentChargeId } from '@domain/ledger/ledger.ts';
import { monthsFrom } from '@domain/shared/month.ts';
import { taka } from '@domain/shared/money.ts';
import type { MockLedger } from './ledgers.ts';

const ADMIN = 'admin@example.com';
const AT = new Date('2026-09-01T04:00:00.000Z');

const sadia: LeaseSummaryDto = {
  leaseId: 'lease-sadia',
  memberName: 'Sadia Islam',
  memberEmail: 'sadia@example.com',
  flat: { floor: 6, block: 'B', number: 'B602' },
  rent: 15000,
  startMonth: '2026-09',
  endMonth: null,
  current: true,
};

/** A month's late fee as the late-fee round writes it: by the building itself, with no admin's name. */
const lateFee = (id: string, month: string, amount: number): LedgerCharge => ({
  type: 'charge',
  id,
  leaseId: sadia.leaseId,
  kind: 'late-fee',
  month,
  label: 'Late fee',
  amount: taka(amount),
  at: new Date(`${month}-09T18:30:00.000Z`),
});

/**
 * Sadia: September paid by card; October and November unpaid past the grace, so each took a late fee of 750; the
 * admin waived October's.
 */
export const withLateFees = (): MockLedger => {
  const entries: LedgerEntry[] = [
    ...monthsFrom('2026-09', '2026-11').map((m) => rentCharge(sadia.leaseId, m, taka(sadia.rent), AT)),
    {
      type: 'credit',
      id: 'cr-sadia-1',
      leaseId: sadia.leaseId,
      kind: 'payment',
      amount: taka(15000),
      paidOn: '2026-09-04',
      at: new Date('2026-09-04T05:00:00.000Z'),
      method: 'card',
      reference: 'pi_3S1',
      receiptNumber: 30,
      forCharge: rentChargeId(sadia.leaseId, '2026-09'),
    },
    lateFee('lf-sadia-oct', '2026-10', 750),
    lateFee('lf-sadia-nov', '2026-11', 750),
    {
      type: 'void',
      id: 'void-sadia-1',
      leaseId: sadia.leaseId,
      voids: 'lf-sadia-oct',
      reason: 'First time late: waived',
      at: new Date('2026-10-12T06:00:00.000Z'),
      by: ADMIN,
    },
  ];
  return { lease: sadia, entries };
};

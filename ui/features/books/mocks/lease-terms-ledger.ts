import type { LeaseSummaryDto } from '@contract/ledger';
import { advanceCharge, depositCharge, type LedgerEntry, rentCharge } from '@domain/ledger/ledger.ts';
import { taka } from '@domain/shared/money.ts';
import type { MockLedger } from './ledgers.ts';

const ADMIN = 'admin@example.com';
const AT = new Date('2026-10-02T04:00:00.000Z');

const rumana: LeaseSummaryDto = {
  leaseId: 'lease-rumana',
  memberName: 'Rumana Akter',
  memberEmail: 'rumana@example.com',
  flat: { floor: 7, block: 'A', number: 'A701' },
  rent: 18000,
  startMonth: '2026-10',
  endMonth: null,
  current: true,
  terms: { endMonth: '2027-09', advanceMonths: 2, deposit: 36000 },
};

/**
 * Rumana, accepted in October on terms: two months' rent ahead and a deposit of two months' rent, paid in cash in one
 * sum. The advance settled October and November; the deposit is held; December's rent is owed.
 */
export const withDepositHeld = (): MockLedger => {
  const entries: LedgerEntry[] = [
    ...['2026-10', '2026-11', '2026-12'].map((m) => rentCharge(rumana.leaseId, m, taka(rumana.rent), AT)),
    advanceCharge(rumana.leaseId, '2026-10', 2, taka(rumana.rent), AT, ADMIN),
    depositCharge(rumana.leaseId, '2026-10', taka(36000), AT, ADMIN),
    {
      type: 'credit',
      id: 'cr-rumana-1',
      leaseId: rumana.leaseId,
      kind: 'payment',
      amount: taka(72000),
      paidOn: '2026-10-03',
      at: new Date('2026-10-03T05:00:00.000Z'),
      method: 'cash',
      receiptNumber: 41,
      by: ADMIN,
    },
  ];
  return { lease: rumana, entries };
};

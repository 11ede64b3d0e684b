import { describe, expect, it } from 'vitest';
import {
  depositCharge,
  rentCharge,
  settle,
  type LedgerCredit,
  type LedgerEntry,
} from '../../../domain/ledger/ledger.ts';
import { collectedIn, depositsHeldAcross, owedAcross } from '../../../domain/ledger/takings.ts';
import { taka, ZERO } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-05T10:00:00Z');
const paid = (id: string, amount: number, paidOn: string, extra: Partial<LedgerCredit> = {}): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: 'L1',
  kind: 'payment',
  amount: taka(amount),
  paidOn,
  at: AT,
  method: 'cash',
  ...extra,
});
const rent = (month: string, amount = 10_000) => rentCharge('L1', month, taka(amount), AT);

describe("the building's money at a glance", () => {
  it('owes what each lease owes, summed; one lease’s credit pays nothing of another’s', () => {
    const owing = settle([rent('2026-10'), rent('2026-11'), paid('p1', 4_000, '2026-11-02')]);
    const ahead = settle([rent('2026-11'), paid('p2', 15_000, '2026-11-02')]);
    expect(owedAcross([owing, ahead])).toBe(taka(16_000));
    expect(owedAcross([])).toBe(ZERO);
  });

  it('counts payments received in the month by any method, never a discount, a waiver, a void or another month', () => {
    const entries: LedgerEntry[] = [
      rent('2026-10'),
      rent('2026-11'),
      paid('p1', 3_000, '2026-11-01', { method: 'bkash' }),
      paid('p2', 2_000, '2026-11-30', { method: 'card' }),
      paid('p3', 1_000, '2026-10-31'),
      paid('p4', 500, '2026-12-01'),
      paid('d1', 700, '2026-11-10', { kind: 'discount' }),
      paid('w1', 900, '2026-11-10', { kind: 'waiver' }),
      paid('x1', 5_000, '2026-11-15'),
      { type: 'void', id: 'v1', leaseId: 'L1', voids: 'x1', reason: 'Bounced', at: AT, by: 'admin' },
    ];
    expect(collectedIn([settle(entries)], '2026-11')).toBe(taka(5_000));
    expect(collectedIn([settle(entries)], '2026-10')).toBe(taka(1_000));
    expect(collectedIn([], '2026-11')).toBe(ZERO);
  });

  it('leaves out what of a payment went to a charge that is not income, as a deposit would be', () => {
    const deposit = { ...rent('2026-11', 20_000), id: 'held', kind: 'other' as const, label: 'Deposit' };
    const books = settle([deposit, rent('2026-11'), paid('p1', 25_000, '2026-11-03', { forCharge: 'held' })]);
    const notIncome = (kind: string) => kind !== 'other';
    expect(collectedIn([books], '2026-11', notIncome)).toBe(taka(5_000));
    expect(collectedIn([books], '2026-11')).toBe(taka(25_000));
    // Paid in another month, the deposit's part takes nothing off this one.
    const earlier = settle([
      deposit,
      paid('p0', 20_000, '2026-10-20', { forCharge: 'held' }),
      paid('p1', 1_000, '2026-11-03'),
    ]);
    expect(collectedIn([earlier], '2026-11', notIncome)).toBe(taka(1_000));
  });
});

describe('deposits held across leases', () => {
  it('sums what was paid on each lease’s deposit, and nothing once a final statement applied it', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const held = (lease: string, paid: number) =>
      settle([
        depositCharge(lease, '2026-11', taka(20_000), at, 'admin'),
        {
          type: 'credit',
          id: `p-${lease}`,
          leaseId: lease,
          kind: 'payment',
          amount: taka(paid),
          paidOn: '2026-11-01',
          at,
          method: 'cash',
          forCharge: `deposit:${lease}`,
        },
      ]);
    expect(depositsHeldAcross([held('a', 20_000), held('b', 5_000), settle([])])).toBe(taka(25_000));
  });
});

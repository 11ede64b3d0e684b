import { describe, expect, it } from 'vitest';
import {
  addDeduction,
  finalFigures,
  removeDeduction,
  settleStatement,
  startStatement,
  type FinalStatement,
} from '../../../domain/move-out/final-statement.ts';
import { depositCharge, rentCharge, settle, type LedgerEntry } from '../../../domain/ledger/ledger.ts';
import { taka } from '../../../domain/shared/money.ts';

const at = new Date('2026-12-20T10:00:00Z');
const lease = 'lease-1';
const paid = (id: string, amount: number, forCharge?: string): LedgerEntry => ({
  type: 'credit',
  id,
  leaseId: lease,
  kind: 'payment',
  amount: taka(amount),
  paidOn: '2026-10-01',
  at,
  method: 'cash',
  ...(forCharge ? { forCharge } : {}),
});
/** Rent of ৳20,000 for Oct to Dec, Oct paid, and a deposit of ৳40,000 paid. */
const books: LedgerEntry[] = [
  ...(['2026-10', '2026-11', '2026-12'] as const).map((m) => rentCharge(lease, m, taka(20000), at)),
  depositCharge(lease, '2026-10', taka(40000), at, 'admin@x'),
  paid('p1', 40000, `deposit:${lease}`),
  paid('p2', 20000, `rent:${lease}:2026-10`),
];
const draft = startStatement(lease, 'nusrat@example.com', at);
const deduct = (s: FinalStatement, amountInTaka: number, restOwed = false, reason = 'Broken window') =>
  addDeduction(s, taka(40000), { id: `d${s.version}`, amountInTaka, reason, restOwed, at, by: 'admin@x' });
const settleWith = (s: FinalStatement, method?: string, reference?: string) =>
  settleStatement(s, books, {
    month: '2026-12',
    at,
    by: 'admin@x',
    ...(method ? { method } : {}),
    ...(reference !== undefined ? { reference } : {}),
  });

describe('a final statement', () => {
  it('reads what is owed, the deposit held and the result from the books', () => {
    expect(finalFigures(books, deduct(draft, 5000))).toEqual({
      owed: taka(40000),
      depositHeld: taka(40000),
      deductions: taka(5000),
      result: taka(-5000),
    });
  });

  it('settles a refund: the deposit pays what is owed, the refund is written and the books read nothing owed', () => {
    const noRent = books.filter((e) => e.id !== `rent:${lease}:2026-12` && e.id !== `rent:${lease}:2026-11`);
    const s = deduct(draft, 3000);
    const done = settleStatement(s, noRent, { month: '2026-12', at, by: 'a', method: 'bkash', reference: ' TX1 ' });
    expect(done.statement.settled?.outcome).toEqual({
      kind: 'refund',
      amount: taka(37000),
      method: 'bkash',
      reference: 'TX1',
    });
    expect(done.statement.state).toBe('settled');
    const after = settle([...noRent, ...done.entries]);
    expect([after.owed, after.balance, after.depositHeld]).toEqual([0, 0, 0]);
    expect(after.charges.find((c) => c.charge.kind === 'refund')?.paid).toBe(taka(37000));
  });

  it('settles a refund in cash with no reference', () => {
    const noRent = books.filter((e) => e.type !== 'charge' || e.kind !== 'rent' || e.month === '2026-10');
    const done = settleStatement(draft, noRent, { month: '2026-12', at, by: 'a', method: 'cash' });
    expect(done.statement.settled?.outcome).toEqual({ kind: 'refund', amount: taka(40000), method: 'cash' });
  });

  it('settles a balance still owed, which stays on the books', () => {
    const done = settleWith(deduct(draft, 5000));
    expect(done.statement.settled?.outcome).toEqual({ kind: 'owed', amount: taka(5000) });
    expect(settle([...books, ...done.entries]).owed).toBe(taka(5000));
  });

  it('settles even with nothing owed and nothing held', () => {
    const none = books.filter((e) => e.type === 'charge' && e.kind === 'rent' && e.month === '2026-10');
    const done = settleStatement(draft, [...none, paid('p2', 20000)], { month: '2026-12', at, by: 'a' });
    expect(done.statement.settled?.outcome).toEqual({ kind: 'owed', amount: 0 });
    expect(done.entries).toEqual([]);
  });

  it('asks how a refund was paid, and its reference except in cash', () => {
    const noRent = books.filter((e) => e.type !== 'charge' || e.kind !== 'rent');
    const settleIt = (method?: string, reference?: string) =>
      settleStatement(draft, noRent, {
        month: '2026-12',
        at,
        by: 'a',
        ...(method ? { method } : {}),
        ...(reference !== undefined ? { reference } : {}),
      });
    expect(() => settleIt()).toThrow(expect.objectContaining({ fields: { method: expect.any(String) } }));
    expect(() => settleIt('card')).toThrow(expect.objectContaining({ fields: { method: expect.any(String) } }));
    expect(() => settleIt('bank', '  ')).toThrow(
      expect.objectContaining({ fields: { reference: expect.any(String) } }),
    );
    expect(() => settleIt('bank')).toThrow(expect.objectContaining({ fields: { reference: expect.any(String) } }));
    expect(() => settleIt('cash', 'x'.repeat(61))).toThrow(
      expect.objectContaining({ fields: { reference: expect.any(String) } }),
    );
  });

  it('is settled once', () => {
    const { statement } = settleWith(draft);
    expect(() => settleWith(statement)).toThrow(expect.objectContaining({ code: 'FINAL.ALREADY_SETTLED' }));
    expect(() => deduct(statement, 10)).toThrow(expect.objectContaining({ code: 'FINAL.ALREADY_SETTLED' }));
    expect(() => removeDeduction(statement, 'd1')).toThrow(expect.objectContaining({ code: 'FINAL.ALREADY_SETTLED' }));
  });

  it('refuses a deduction that is not whole taka above nothing, or has no reason', () => {
    for (const amount of [0, -5, 10.5, 10_000_001, Number.NaN])
      expect(() => deduct(draft, amount)).toThrow(expect.objectContaining({ fields: { amount: expect.any(String) } }));
    for (const reason of ['   ', 'x'.repeat(121)])
      expect(() => deduct(draft, 10, false, reason)).toThrow(
        expect.objectContaining({ fields: { reason: expect.any(String) } }),
      );
  });

  it('refuses deductions beyond the deposit unless the rest is owed', () => {
    expect(() => deduct(deduct(draft, 30000), 20000)).toThrow(
      expect.objectContaining({ fields: { restOwed: expect.any(String) } }),
    );
    const over = deduct(deduct(draft, 30000), 20000, true);
    expect(over.deductions.map((d) => d.amount)).toEqual([taka(30000), taka(20000)]);
    expect(over.version).toBe(3);
  });

  it('takes no more than thirty deductions', () => {
    let s = draft;
    for (let i = 0; i < 30; i++) s = deduct(s, 1);
    expect(() => deduct(s, 1)).toThrow(expect.objectContaining({ fields: { amount: expect.any(String) } }));
  });

  it('takes a deduction off a draft', () => {
    const s = deduct(draft, 100);
    expect(removeDeduction(s, s.deductions[0]!.id).deductions).toEqual([]);
    expect(() => removeDeduction(s, 'nope')).toThrow(expect.objectContaining({ code: 'FINAL.DEDUCTION_NOT_FOUND' }));
  });
});

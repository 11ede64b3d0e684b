import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  advanceCharge,
  advanceChargeId,
  depositCharge,
  depositChargeId,
  rentCharge,
  rentChargeId,
  rentSettled,
  settle,
  type LedgerCredit,
  type LedgerEntry,
} from '../../../domain/ledger/ledger.ts';
import { collectionByMonth, heldByCredit, BILLED_AS_INCOME } from '../../../domain/ledger/collection.ts';
import { ageing, monthRent, statement } from '../../../domain/ledger/reading.ts';
import { poisha, sum, taka, ZERO, type Money } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-05T06:00:00Z');
const RENT = taka(10_000);
const L = 'L1';

const rent = (month: string) => rentCharge(L, month, RENT, new Date(`${month}-01T00:00:00Z`));
const payment = (id: string, amount: Money, paidOn = '2026-11-06', forCharge?: string): LedgerCredit => ({
  type: 'credit',
  id,
  leaseId: L,
  kind: 'payment',
  amount,
  paidOn,
  at: new Date(`${paidOn}T06:00:00Z`),
  method: 'cash',
  ...(forCharge ? { forCharge } : {}),
});

/** A lease from November 2026, two months' rent ahead and a deposit of two months' rent, read in November. */
const accepted: LedgerEntry[] = [
  rent('2026-11'),
  rent('2026-12'),
  advanceCharge(L, '2026-11', 2, RENT, AT, 'admin@example.com'),
  depositCharge(L, '2026-11', taka(20_000), AT, 'admin@example.com'),
];

const remaining = (entries: LedgerEntry[]) =>
  Object.fromEntries(settle(entries).charges.map((c) => [c.charge.id, c.remaining]));

describe('the advance and the deposit', () => {
  it('before anything is paid, the advance and the deposit are owed, the advance’s months once', () => {
    const s = settle(accepted);
    expect(s.owed).toBe(taka(40_000));
    expect(s.balance).toBe(taka(40_000));
    expect(s.depositHeld).toBe(ZERO);
    expect([...s.throughAdvance]).toEqual([rentChargeId(L, '2026-11'), rentChargeId(L, '2026-12')]);
    expect(rentSettled(s, '2026-11')).toBe(false);
  });

  it('an advance of more months than are billed yet is owed whole, each billed month inside it, not again', () => {
    const three = [rent('2026-11'), rent('2026-12'), advanceCharge(L, '2026-11', 3, RENT, AT, 'admin@example.com')];
    const s = settle(three);
    expect(s.owed).toBe(taka(30_000));
    expect(remaining([...three, payment('p1', taka(30_000))])).toMatchObject({
      [rentChargeId(L, '2026-11')]: 0,
      [rentChargeId(L, '2026-12')]: 0,
    });
  });

  it('an advance priced below its months’ rent leaves the difference owed on those months', () => {
    const cheaper = [rent('2026-11'), rent('2026-12'), advanceCharge(L, '2026-11', 2, taka(6_000), AT, 'a')];
    expect(settle(cheaper).owed).toBe(taka(20_000));
    const paid = [...cheaper, payment('p1', taka(12_000), '2026-11-06', advanceChargeId(L))];
    expect(settle(paid).owed).toBe(taka(8_000));
  });

  it('an advance charge naming no months is an ordinary charge: it settles no month by itself', () => {
    const { months: _none, ...bare } = advanceCharge(L, '2026-11', 2, RENT, AT, 'admin@example.com');
    const entries = [rent('2026-11'), bare as LedgerEntry];
    const s = settle(entries);
    expect([...s.throughAdvance]).toEqual([]);
    expect(s.owed).toBe(taka(30_000));
  });

  it('paid in one sum, the advance settles the first two months’ rent and the deposit is held', () => {
    const s = settle([...accepted, payment('p1', taka(40_000))]);
    expect(remaining([...accepted, payment('p1', taka(40_000))])).toEqual({
      [rentChargeId(L, '2026-11')]: 0,
      [rentChargeId(L, '2026-12')]: 0,
      [advanceChargeId(L)]: 0,
      [depositChargeId(L)]: 0,
    });
    expect(s.owed).toBe(ZERO);
    expect(s.balance).toBe(ZERO);
    expect(s.unappliedCredit).toBe(ZERO);
    expect(s.depositHeld).toBe(taka(20_000));
    // Each month names the payment that paid the advance, as Rent Collection shows it.
    expect(monthRent(s, '2026-12')).toMatchObject({ remaining: ZERO, paid: RENT, by: { id: 'p1' } });
    expect(rentSettled(s, '2026-12')).toBe(true);
  });

  it('a payment naming the advance settles its months and leaves the deposit owed', () => {
    const entries = [...accepted, payment('p1', taka(20_000), '2026-11-06', advanceChargeId(L))];
    const s = settle(entries);
    expect(rentSettled(s, '2026-11') && rentSettled(s, '2026-12')).toBe(true);
    expect(s.owed).toBe(taka(20_000));
    expect(s.depositHeld).toBe(ZERO);
  });

  it('part of the advance settles the oldest of its months, and what is owed counts each month once', () => {
    const s = settle([...accepted, payment('p1', taka(5_000), '2026-11-06', advanceChargeId(L))]);
    expect(remaining([...accepted, payment('p1', taka(5_000), '2026-11-06', advanceChargeId(L))])).toMatchObject({
      [rentChargeId(L, '2026-11')]: taka(5_000),
      [rentChargeId(L, '2026-12')]: RENT,
      [advanceChargeId(L)]: taka(15_000),
    });
    expect(s.owed).toBe(taka(35_000));
  });

  it('a month paid by card is not asked for again by the advance', () => {
    const card = payment('card1', RENT, '2026-11-03', rentChargeId(L, '2026-11'));
    const s = settle([...accepted, card]);
    expect(remaining([...accepted, card])[advanceChargeId(L)]).toBe(RENT);
    expect(s.owed).toBe(taka(30_000));
  });

  it('the advance’s months after the lease ended leave the money as credit', () => {
    // The lease ended in November: December is never billed.
    const ended = accepted.filter((e) => e.id !== rentChargeId(L, '2026-12'));
    const s = settle([...ended, payment('p1', taka(20_000), '2026-11-06', advanceChargeId(L))]);
    expect(s.unappliedCredit).toBe(RENT);
    expect(s.balance).toBe(taka(10_000)); // the deposit 20,000 owed less 10,000 in credit
  });

  it('a voided advance or deposit asks for nothing, and the months bill as rent again', () => {
    const voided: LedgerEntry[] = [
      ...accepted,
      { type: 'void', id: 'v1', leaseId: L, voids: advanceChargeId(L), reason: 'agreed otherwise', at: AT, by: 'a' },
      { type: 'void', id: 'v2', leaseId: L, voids: depositChargeId(L), reason: 'agreed otherwise', at: AT, by: 'a' },
    ];
    const s = settle(voided);
    expect(s.throughAdvance.size).toBe(0);
    expect(s.owed).toBe(taka(20_000));
  });

  it('ageing counts the advance’s months once; the statement shows the months, not the advance again', () => {
    const s = settle(accepted);
    expect(sum(Object.values(ageing(s, '2026-11-20', 5)))).toBe(taka(40_000));
    const november = statement(accepted, '2026-11');
    expect(november.lines.map((l) => l.entry.id)).toEqual([rentChargeId(L, '2026-11'), depositChargeId(L)]);
  });

  it('the deposit is never income: not billed as income, not collected, held apart', () => {
    expect(BILLED_AS_INCOME.deposit).toBe(false);
    expect(BILLED_AS_INCOME.advance).toBe(false);
    const entries = [...accepted, payment('p1', taka(40_000))];
    const [november] = collectionByMonth(entries, ['2026-11'], heldByCredit([settle(entries)]));
    expect(november!.collected).toBe(taka(20_000));
    expect(november!.depositsHeld).toBe(taka(20_000));
    // Billed income is the two months' rent, not the advance again.
    expect(november!.billed).toBe(RENT);
  });

  it('property: however payments come, the deposit never counts as collected rent or income', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.integer({ min: 1, max: 5_000_000 }),
            day: fc.integer({ min: 1, max: 28 }),
            names: fc.constantFrom(undefined, advanceChargeId(L), depositChargeId(L), rentChargeId(L, '2026-11')),
          }),
          { maxLength: 6 },
        ),
        (payments) => {
          const credits = payments.map((p, i) =>
            payment(`p${i}`, poisha(p.amount), `2026-11-${String(p.day).padStart(2, '0')}`, p.names),
          );
          const entries = [...accepted, ...credits];
          const s = settle(entries);
          const [month] = collectionByMonth(entries, ['2026-11'], heldByCredit([s]));
          const received = sum(credits.map((c) => c.amount));
          // Money received is collected or held, never both, never lost.
          expect(month!.collected + month!.depositsHeld).toBe(received);
          expect(month!.depositsHeld).toBe(s.depositHeld);
          // Rent paid never includes the deposit: the rent months together take at most their rent.
          const rentPaid = sum(s.charges.filter((c) => c.charge.kind === 'rent').map((c) => c.paid));
          expect(rentPaid + s.depositHeld).toBeLessThanOrEqual(received);
          expect(s.depositHeld).toBeLessThanOrEqual(taka(20_000));
          // Owed less credit is the balance; nothing is owed beyond what the lease asks.
          expect(s.balance).toBe(s.owed - s.unappliedCredit);
          expect(s.owed).toBeLessThanOrEqual(taka(40_000));
          expect(s.owed).toBe(Math.max(0, taka(40_000) - Math.min(received, taka(40_000))) as Money);
        },
      ),
    );
  });
});

/** A month's rent collection, read from each person's books: paid, part paid or unpaid, and how it was paid. */
import { describe, expect, it } from 'vitest';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import { rentCollection } from '../../../domain/payments/collection.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { poisha, taka } from '../../../domain/shared/money.ts';
import {
  rentCharge,
  rentChargeId,
  settle,
  type LedgerCredit,
  type LedgerEntry,
} from '../../../domain/ledger/ledger.ts';
import { monthRent } from '../../../domain/ledger/reading.ts';

const tenancy = (email: string, block: string, floor: number, number: string, rent: number) =>
  anAgreement()
    .withId(`agr-${email}`)
    .by(aUser().withEmail(email).withName(email.split('@')[0]!).build())
    .on(anApartment().withId(`apt-${number}`).at(block, floor, number).withRent(rent).build())
    .accepted()
    .build();

describe('rent collection', () => {
  const rahim = tenancy('rahim@example.com', 'B', 2, 'B201', 12_000);
  const karim = tenancy('karim@example.com', 'A', 3, 'A301', 15_000);
  const nadia = tenancy('nadia@example.com', 'A', 1, 'A102', 20_000);
  const sara = tenancy('sara@example.com', 'C', 1, 'C101', 9_000);
  const AT = new Date('2026-11-06T06:00:00Z');
  const rent = (a: Agreement, month = '2026-11') => rentCharge(a.id, month, taka(a.rent), AT);
  const credit = (a: Agreement, id: string, amount: number, more: Partial<LedgerCredit> = {}): LedgerCredit => ({
    type: 'credit',
    id,
    leaseId: a.id,
    kind: 'payment',
    amount: poisha(amount),
    paidOn: '2026-11-06',
    at: AT,
    method: 'cash',
    ...more,
  });
  /** Each person's November rent as their books settle it. */
  const rents = (...books: [Agreement, LedgerEntry[]][]) =>
    new Map(books.map(([a, entries]) => [a.userEmail, monthRent(settle(entries), '2026-11')!]));

  it('lists every member by apartment, how much of the rent the books settled and how, with the totals', () => {
    const { rows, totals } = rentCollection(
      [rahim, karim, nadia, sara],
      rents(
        // By card with a 10% coupon: the discount settles the rest of the rent, but is not money.
        [
          rahim,
          [
            rent(rahim),
            credit(rahim, 'card:p1', 1_080_000, {
              method: 'card',
              receiptNumber: 7,
              forCharge: rentChargeId(rahim.id, '2026-11'),
            }),
            {
              ...credit(rahim, 'discount:p1', 120_000, { forCharge: rentChargeId(rahim.id, '2026-11') }),
              kind: 'discount',
              method: undefined,
            },
          ],
        ],
        // In cash at the desk, naming no charge: it settles the oldest, this month's rent.
        [karim, [rent(karim), credit(karim, 'cash-1', 1_500_000, { receiptNumber: 8, paidOn: '2026-11-03' })]],
        // Half by bKash: part paid.
        [nadia, [rent(nadia), credit(nadia, 'bk-1', 1_000_000, { method: 'bkash', receiptNumber: 9 })]],
      ),
    );
    expect(
      rows.map((r) => [r.number, r.state, r.paid, r.paidMinor, r.owedMinor, r.method, r.receiptNumber, r.paidOn]),
    ).toEqual([
      ['A102', 'part-paid', false, 1_000_000, 1_000_000, 'bkash', 9, '2026-11-06'],
      ['A301', 'paid', true, 1_500_000, 0, 'cash', 8, '2026-11-03'],
      ['B201', 'paid', true, 1_080_000, 0, 'card', 7, '2026-11-06'],
      ['C101', 'unpaid', false, 0, 900_000, undefined, undefined, undefined],
    ]);
    expect(rows[1]!.paidAt).toEqual(AT);
    expect(rows[3]).not.toHaveProperty('paidAt');
    expect(rows[3]).not.toHaveProperty('method');
    expect(totals).toEqual({
      members: 4,
      paidMembers: 2,
      expectedMinor: poisha(5_600_000),
      // Money only: the coupon's 1,200 settled Rahim's rent but was never received.
      collectedMinor: poisha(3_580_000),
      // Nadia's other half and Sara's rent.
      outstandingMinor: poisha(1_900_000),
      collectionRate: 66.07,
    });
  });

  it('names the payment that settled the last of the rent, and while part is owed the last that went to it', () => {
    const named = { forCharge: rentChargeId(nadia.id, '2026-11') };
    const half = credit(nadia, 'bk-1', 1_000_000, { method: 'bkash', receiptNumber: 9, ...named });
    const rest = credit(nadia, 'cash-2', 1_000_000, { receiptNumber: 12, paidOn: '2026-11-20' });
    const [settled] = rentCollection([nadia], rents([nadia, [rent(nadia), half, rest]])).rows;
    expect(settled).toMatchObject({ state: 'paid', paidMinor: 2_000_000, method: 'cash', receiptNumber: 12 });
    expect(settled!.paidOn).toBe('2026-11-20');
    // Money paid before the month was billed waits as credit and settles it: that payment paid it.
    const ahead = credit(karim, 'bank-1', 2_000_000, { method: 'bank', receiptNumber: 3, paidOn: '2026-10-25' });
    const [karimRow] = rentCollection([karim], rents([karim, [ahead, rent(karim)]])).rows;
    expect(karimRow).toMatchObject({ state: 'paid', paidMinor: 1_500_000, method: 'bank', paidOn: '2026-10-25' });
  });

  it('counts a month a coupon made free, or a waiver let go, as paid with no money', () => {
    const free = {
      ...credit(rahim, 'discount:p2', 1_200_000, { receiptNumber: 15, forCharge: rentChargeId(rahim.id, '2026-11') }),
      kind: 'discount' as const,
      method: undefined,
    };
    const waiver = { ...credit(karim, 'w-1', 1_500_000), kind: 'waiver' as const, method: undefined };
    const { rows, totals } = rentCollection(
      [rahim, karim],
      rents([rahim, [rent(rahim), free]], [karim, [rent(karim), waiver]]),
    );
    // The free month keeps its receipt; a waiver has none, nor a day paid.
    expect(rows.map((r) => [r.number, r.state, r.paidMinor, r.receiptNumber, r.paidOn])).toEqual([
      ['A301', 'paid', 0, undefined, undefined],
      ['B201', 'paid', 0, 15, '2026-11-06'],
    ]);
    expect(totals).toMatchObject({ paidMembers: 2, collectedMinor: 0, outstandingMinor: 0, collectionRate: 100 });
  });

  it("owes the lease's rent for a month the books do not bill yet", () => {
    const { rows } = rentCollection([sara], rents([sara, [rent(sara, '2026-10')]]));
    expect(rows).toEqual([expect.objectContaining({ state: 'unpaid', dueMinor: 900_000, owedMinor: 900_000 })]);
    expect(monthRent(settle([rent(sara, '2026-10')]), '2026-11')).toBeUndefined();
  });

  it('orders apartments of one block and floor by number', () => {
    const next = tenancy('sara@example.com', 'A', 1, 'A101', 9_000);
    expect(rentCollection([nadia, next], new Map()).rows.map((r) => r.number)).toEqual(['A101', 'A102']);
  });

  it('reports a rate of 0 for a building with no members', () => {
    expect(rentCollection([], new Map()).totals).toMatchObject({
      members: 0,
      expectedMinor: poisha(0),
      collectionRate: 0,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit.ts';
import { rentCollection } from '../../domain/collection.ts';
import { anAgreement, anApartment, aPayment, aUser } from '../support/builders.ts';

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

  it('lists every member by apartment, who paid and how much, with the totals', () => {
    const paid = [
      { ...aPayment().by('rahim@example.com').build(), amountMinor: 1_080_000, receiptNumber: 7 },
      { ...aPayment().withId('p-k').by('karim@example.com').withTransactionId('pi_k').build(), amountMinor: 1_500_000 },
    ];
    const { rows, totals } = rentCollection([rahim, karim, nadia], paid);
    expect(rows.map((r) => [r.number, r.paid, r.paidMinor, r.receiptNumber])).toEqual([
      ['A102', false, 0, undefined],
      ['A301', true, 1_500_000, undefined],
      ['B201', true, 1_080_000, 7],
    ]);
    expect(rows[0]).not.toHaveProperty('paidAt');
    expect(rows[1]).not.toHaveProperty('receiptNumber');
    expect(totals).toEqual({
      members: 3,
      paidMembers: 2,
      expectedMinor: 4_700_000,
      collectedMinor: 2_580_000,
      outstandingMinor: 2_000_000,
      collectionRate: 57.45,
    });
  });

  it('orders apartments of one block and floor by number', () => {
    const next = tenancy('sara@example.com', 'A', 1, 'A101', 9_000);
    expect(rentCollection([nadia, next], []).rows.map((r) => r.number)).toEqual(['A101', 'A102']);
  });

  it('reports a rate of 0 for a building with no members', () => {
    expect(rentCollection([], []).totals).toMatchObject({ members: 0, expectedMinor: 0, collectionRate: 0 });
  });
});

describe('audit actions', () => {
  it('name every admin action the product performs', () => {
    expect(AUDIT_ACTIONS).toEqual(['agreement.accept', 'agreement.reject', 'member.remove', 'coupon.add', 'coupon.toggle', 'announcement.post', 'admin.create']);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../domain/audit.ts';
import { rentCollection } from '../../domain/collection.ts';
import { toCsv } from '../../domain/csv.ts';
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

describe('CSV (RFC 4180)', () => {
  it('quotes only the fields that need it and ends every record with CRLF', () => {
    expect(toCsv([['Name', 'Note', 'Amount'], ['Rahim, Jr.', 'said "hi"', 12000], ['Nadia', 'two\nlines', 0]])).toBe(
      'Name,Note,Amount\r\n"Rahim, Jr.","said ""hi""",12000\r\nNadia,"two\nlines",0\r\n',
    );
  });

  it('round-trips any text through a standard reading of the format', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (records) => {
        expect(parseCsv(toCsv(records))).toEqual(records);
      }),
    );
  });
});

describe('audit actions', () => {
  it('name every admin action the product performs', () => {
    expect(AUDIT_ACTIONS).toEqual(['agreement.accept', 'agreement.reject', 'member.remove', 'coupon.add', 'coupon.toggle', 'announcement.post', 'admin.create']);
  });
});

/** A small reader written from the RFC, to check the writer against. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') {
      quoted = false;
    } else if (quoted) {
      field += c;
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return records;
}

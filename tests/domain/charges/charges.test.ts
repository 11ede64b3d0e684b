import { describe, expect, it } from 'vitest';
import {
  appliesTo,
  billCharge,
  billOf,
  BillLineError,
  endRecurringCharge,
  importedChargeId,
  isMonthKey,
  newRecurringCharge,
  RECURRING_RULES,
  recurringChargeId,
  recurringCharges,
  recurringMonths,
  type RecurringCharge,
  type RecurringChargeInput,
} from '../../../domain/charges/charges.ts';
import { settle, type LedgerEntry } from '../../../domain/ledger/ledger.ts';
import { voidOf } from '../../../domain/ledger/writing.ts';
import { fromTaka, taka } from '../../../domain/shared/money.ts';

const AT = new Date('2026-11-05T10:00:00Z');
const input: RecurringChargeInput = {
  id: 'rc-1',
  name: '  Service charge ',
  kind: 'service',
  amountInTaka: 1500,
  fromMonth: '2026-09',
  leaseIds: 'all',
  by: 'admin@example.com',
  at: AT,
};
const service = newRecurringCharge(input);
const lease = { id: 'lease-1', startMonth: '2026-10' };

const refusedField = (run: () => unknown, field: keyof typeof RECURRING_RULES) =>
  expect(run).toThrow(
    expect.objectContaining({ code: 'VALIDATION.INVALID_INPUT', fields: { [field]: RECURRING_RULES[field] } }),
  );

describe('a recurring charge', () => {
  it('is named, priced in poisha, and starts at version 0 with no end', () => {
    expect(service).toEqual({
      id: 'rc-1',
      name: 'Service charge',
      kind: 'service',
      amount: taka(1500),
      fromMonth: '2026-09',
      leaseIds: 'all',
      by: 'admin@example.com',
      at: AT,
      version: 0,
    });
    expect(newRecurringCharge({ ...input, untilMonth: '2026-12', leaseIds: ['a', 'a', 'b'] })).toMatchObject({
      untilMonth: '2026-12',
      leaseIds: ['a', 'b'],
    });
  });

  it('refuses each field that breaks its rule, naming the field', () => {
    refusedField(() => newRecurringCharge({ ...input, name: ' ' }), 'name');
    refusedField(() => newRecurringCharge({ ...input, name: 'x'.repeat(81) }), 'name');
    refusedField(() => newRecurringCharge({ ...input, kind: 'rent' }), 'kind');
    refusedField(() => newRecurringCharge({ ...input, kind: 'parking' }), 'kind');
    refusedField(() => newRecurringCharge({ ...input, amountInTaka: 0 }), 'amount');
    refusedField(() => newRecurringCharge({ ...input, amountInTaka: 1.005 }), 'amount');
    refusedField(() => newRecurringCharge({ ...input, fromMonth: '2026-13' }), 'fromMonth');
    refusedField(() => newRecurringCharge({ ...input, untilMonth: '2026-08' }), 'untilMonth');
    refusedField(() => newRecurringCharge({ ...input, untilMonth: 'soon' }), 'untilMonth');
    refusedField(() => newRecurringCharge({ ...input, leaseIds: [] }), 'leases');
    refusedField(
      () => newRecurringCharge({ ...input, leaseIds: Array.from({ length: 501 }, (_, i) => `l${i}`) }),
      'leases',
    );
  });

  it('knows a month key when it sees one', () => {
    expect(['2026-01', '2026-12'].every(isMonthKey)).toBe(true);
    expect(['2026-00', '2026-1', '1999-12', 'November 2026'].some(isMonthKey)).toBe(false);
  });

  it('bills a lease each month from the later start to the earliest end, up to the current month', () => {
    expect(recurringMonths(service, lease, '2026-12')).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(recurringMonths(service, { id: 'old', startMonth: '2026-01', endMonth: '2026-10' }, '2026-12')).toEqual([
      '2026-09',
      '2026-10',
    ]);
    expect(recurringMonths({ ...service, untilMonth: '2026-11' }, lease, '2027-03')).toEqual(['2026-10', '2026-11']);
    expect(recurringMonths({ ...service, fromMonth: '2027-01' }, lease, '2026-12')).toEqual([]);
    const ended = { id: 'old', startMonth: '2026-01', endMonth: '2026-09' };
    expect(recurringMonths({ ...service, untilMonth: '2026-12' }, ended, '2027-01')).toEqual(['2026-09']);
  });

  it('bills only the leases chosen, when it names some', () => {
    const chosen = { ...service, leaseIds: ['lease-2'] };
    expect(appliesTo(chosen, 'lease-1')).toBe(false);
    expect(appliesTo(chosen, 'lease-2')).toBe(true);
    expect(recurringMonths(chosen, lease, '2026-12')).toEqual([]);
  });

  it('becomes one charge a month with an id that names the charge, the lease and the month', () => {
    const charges = recurringCharges([service], lease, '2026-11');
    expect(charges).toEqual([
      {
        type: 'charge',
        id: 'recurring:rc-1:lease-1:2026-10',
        leaseId: 'lease-1',
        kind: 'service',
        month: '2026-10',
        label: 'Service charge',
        amount: taka(1500),
        at: new Date('2026-10-01T00:00:00Z'),
      },
      expect.objectContaining({ id: recurringChargeId('rc-1', 'lease-1', '2026-11'), month: '2026-11' }),
    ]);
  });

  it('may have one month voided: the void is kept, so the same month read again stays voided', () => {
    const billed: LedgerEntry[] = recurringCharges([service], lease, '2026-11');
    const cancel = voidOf(billed, lease, {
      id: 'v-1',
      voids: 'recurring:rc-1:lease-1:2026-10',
      reason: 'Flat was empty in October',
      by: 'admin@example.com',
      at: AT,
    });
    const again = [...recurringCharges([service], lease, '2026-11'), cancel];
    const settlement = settle(again);
    expect(settlement.charges.map((c) => c.charge.month)).toEqual(['2026-11']);
    expect(settlement.owed).toBe(taka(1500));
    expect(settlement.voided.map((v) => v.entry.id)).toEqual(['recurring:rc-1:lease-1:2026-10']);
  });
});

describe('ending a recurring charge', () => {
  it('sets its last month and moves its version on', () => {
    expect(endRecurringCharge(service, '2026-11', '2026-11')).toEqual({
      ...service,
      untilMonth: '2026-11',
      version: 1,
    });
    expect(endRecurringCharge(service, '2027-02', '2026-11')).toMatchObject({ untilMonth: '2027-02' });
  });

  it('never ends before the current month, which may be billed already, nor before its first month', () => {
    refusedField(() => endRecurringCharge(service, '2026-10', '2026-11'), 'untilMonth');
    refusedField(() => endRecurringCharge(service, '2026-1', '2026-11'), 'untilMonth');
    const later: RecurringCharge = { ...service, fromMonth: '2027-03' };
    refusedField(() => endRecurringCharge(later, '2027-02', '2026-11'), 'untilMonth');
    expect(endRecurringCharge(later, '2027-03', '2026-11').untilMonth).toBe('2027-03');
  });

  it('may only end sooner once it has an end: going on is a new charge', () => {
    const ended = { ...service, untilMonth: '2027-01', version: 1 };
    expect(endRecurringCharge(ended, '2026-12', '2026-11')).toMatchObject({ untilMonth: '2026-12', version: 2 });
    expect(() => endRecurringCharge(ended, '2027-02', '2026-11')).toThrow(
      expect.objectContaining({ code: 'CHARGE.RECURRING_ENDED' }),
    );
  });
});

describe('a line of a spreadsheet of bills', () => {
  it('is read into a month, a kind and an amount, whatever the kind’s case', () => {
    expect(billOf(2, { month: ' 2026-10 ', kind: 'Gas', amount: '1200.50' })).toEqual({
      month: '2026-10',
      kind: 'gas',
      amount: fromTaka(1200.5),
    });
  });

  it('names its line and what is wrong with it', () => {
    const refused = (cells: { month: string; kind: string; amount: string }, problem: RegExp) => {
      let error: unknown;
      try {
        billOf(7, cells);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(BillLineError);
      expect(error).toMatchObject({ code: 'CHARGE.IMPORT_INVALID', line: 7 });
      expect((error as Error).message).toMatch(problem);
    };
    refused({ month: 'Oct 2026', kind: 'gas', amount: '1' }, /^Line 7: "Oct 2026" is not a month; write YYYY-MM$/);
    refused({ month: '2026-10', kind: 'rent', amount: '1' }, /^Line 7: "rent" is not a kind of charge/);
    refused({ month: '2026-10', kind: 'gas', amount: '0' }, /^Line 7: the amount must be above ৳0/);
    refused({ month: '2026-10', kind: 'gas', amount: '1,200' }, /the amount must be/);
    refused({ month: '2026-10', kind: 'gas', amount: '10000000.01' }, /the amount must be/);
    refused({ month: '2026-10', kind: 'gas', amount: '1.234' }, /the amount must be/);
  });

  it('becomes a charge whose id is its lease, month and kind, so the same bill loaded twice is one id', () => {
    const bill = billOf(2, { month: '2026-10', kind: 'water', amount: '300' });
    expect(billCharge('lease-1', bill, 'admin@example.com', AT)).toEqual({
      type: 'charge',
      id: importedChargeId('lease-1', '2026-10', 'water'),
      leaseId: 'lease-1',
      kind: 'water',
      month: '2026-10',
      label: 'Water bill',
      amount: taka(300),
      at: AT,
      by: 'admin@example.com',
    });
    expect(importedChargeId('lease-1', '2026-10', 'water')).toBe('import:lease-1:2026-10:water');
  });
});

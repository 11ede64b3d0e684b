import { describe, expect, it } from 'vitest';
import { ImportBills, type BillRow } from '../../../application/charges/import-bills.ts';
import {
  AddRecurringCharge,
  EndRecurringCharge,
  ListRecurringCharges,
} from '../../../application/charges/recurring-charges.ts';
import { GetLeaseBooks } from '../../../application/ledger/read-books.ts';
import { VoidLedgerEntry } from '../../../application/ledger/write-books.ts';
import { end as endLease } from '../../../domain/agreements/agreement.ts';
import { taka } from '../../../domain/shared/money.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

// The clock reads 5 November 2026 in Dhaka. Rahim rents A101 from September 2026; Karim rented B101 from September
// to October; Nadia rents C101 from November.
const a101 = anApartment().withId('apt-a101').withRent(12_000).build();
const b101 = anApartment().withId('apt-b101').at('B', 1, 'B101').withRent(20_000).build();
const c101 = anApartment().withId('apt-c101').at('C', 1, 'C101').withRent(15_000).build();
const rahim = aUser().withEmail('rahim@example.com').withName('Rahim Uddin').member().build();
const karim = aUser().withEmail('karim@example.com').withName('Karim Ali').build();
const nadia = aUser().withEmail('nadia@example.com').withName('Nadia Islam').member().build();
const ADMIN = 'admin@example.com';

const aBuilding = () =>
  aWorld({
    apartments: [a101, b101, c101],
    users: [rahim, karim, nadia],
    agreements: [
      anAgreement().withId('L-rahim').by(rahim).on(a101).accepted().build(),
      { ...anAgreement().withId('L-karim').by(karim).on(b101).endingIn('2026-10').build(), startMonth: '2026-09' },
      anAgreement().withId('L-nadia').by(nadia).on(c101).accepted().startingIn('2026-11').build(),
    ],
  });

const add = (w: World) => new AddRecurringCharge(w.recurringCharges, w.agreements, w.uow, w.ids, w.clock, w.trail);
const end = (w: World) => new EndRecurringCharge(w.recurringCharges, w.uow, w.calendar, w.trail);
const importer = (w: World) =>
  new ImportBills(w.apartments, w.agreements, w.ledger, w.uow, w.clock, w.calendar, w.trail);
const booksOf = (w: World, leaseId: string) => new GetLeaseBooks(w.agreements, w.books).execute(leaseId);
const charged = async (w: World, leaseId: string) =>
  (await booksOf(w, leaseId)).settlement.charges
    .filter((c) => c.charge.kind !== 'rent')
    .map((c) => [c.charge.month, c.charge.label, c.charge.amount]);

const service = {
  name: 'Service charge',
  kind: 'service',
  amount: 1500,
  fromMonth: '2026-10',
  leaseIds: 'all' as const,
  by: ADMIN,
};

describe('a recurring charge', () => {
  it('bills every lease for each month it covers from the charge’s first month to this one, and is audit-logged', async () => {
    const w = await aBuilding();
    const charge = await add(w).execute(service);
    expect(await charged(w, 'L-rahim')).toEqual([
      ['2026-10', 'Service charge', taka(1500)],
      ['2026-11', 'Service charge', taka(1500)],
    ]);
    expect(await charged(w, 'L-karim')).toEqual([['2026-10', 'Service charge', taka(1500)]]);
    expect(await charged(w, 'L-nadia')).toEqual([['2026-11', 'Service charge', taka(1500)]]);
    // Reading the books again bills nothing twice.
    expect(await charged(w, 'L-rahim')).toHaveLength(2);
    expect([...w.tables.audit.values()].map((e) => [e.action, e.subject, e.label, e.after])).toEqual([
      [
        'charges.recurring-add',
        charge.id,
        'Service charge',
        { name: 'Service charge', kind: 'service', amount: 1500, from: '2026-10', until: null, leases: 'all' },
      ],
    ]);
  });

  it('bills only the running leases chosen', async () => {
    const w = await aBuilding();
    await add(w).execute({ ...service, name: 'Generator', kind: 'electricity', amount: 800, leaseIds: ['L-nadia'] });
    expect(await charged(w, 'L-rahim')).toEqual([]);
    expect(await charged(w, 'L-nadia')).toEqual([['2026-11', 'Generator', taka(800)]]);
  });

  it('refuses a chosen lease that is not running, and a field that breaks its rule, writing nothing', async () => {
    const w = await aBuilding();
    const before = w.rows();
    await expectRefusal(add(w).execute({ ...service, leaseIds: ['L-karim'] }), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(add(w).execute({ ...service, leaseIds: ['L-nobody'] }), 'VALIDATION.INVALID_INPUT');
    await expectRefusal(add(w).execute({ ...service, kind: 'rent' }), 'VALIDATION.INVALID_INPUT');
    expect(w.rows()).toEqual(before);
  });

  it('lists the charges with every lease and the current month', async () => {
    const w = await aBuilding();
    const charge = await add(w).execute(service);
    const list = await new ListRecurringCharges(w.recurringCharges, w.agreements, w.calendar).execute();
    expect(list.charges).toEqual([charge]);
    expect(list.leases.map((l) => l.id).sort()).toEqual(['L-karim', 'L-nadia', 'L-rahim']);
    expect(list.currentMonth).toBe('2026-11');
  });

  it('once ended, bills no month after its last, and refuses to end before this month', async () => {
    const w = await aBuilding();
    const charge = await add(w).execute(service);
    await expectRefusal(
      end(w).execute({ id: charge.id, untilMonth: '2026-10', by: ADMIN }),
      'VALIDATION.INVALID_INPUT',
    );
    const ended = await end(w).execute({ id: charge.id, untilMonth: '2026-11', by: ADMIN });
    expect(ended).toMatchObject({ untilMonth: '2026-11', version: 1 });
    // December comes: the charge bills no more.
    w.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect(w.calendar.thisMonth()).toBe('2026-12');
    expect((await charged(w, 'L-rahim')).map(([month]) => month)).toEqual(['2026-10', '2026-11']);
    expect([...w.tables.audit.values()].at(-1)).toMatchObject({
      action: 'charges.recurring-end',
      before: { until: null },
      after: { until: '2026-11' },
    });
  });

  it('refuses to end a charge that is not there, or later than it ends already', async () => {
    const w = await aBuilding();
    await expectRefusal(end(w).execute({ id: 'nope', untilMonth: '2026-12', by: ADMIN }), 'CHARGE.RECURRING_NOT_FOUND');
    const charge = await add(w).execute({ ...service, untilMonth: '2026-12' });
    await expectRefusal(end(w).execute({ id: charge.id, untilMonth: '2027-01', by: ADMIN }), 'CHARGE.RECURRING_ENDED');
  });

  it('tells the second of two admins ending it from the same version that it changed meanwhile', async () => {
    const w = await aBuilding();
    const charge = await add(w).execute(service);
    await w.recurringCharges.end({ ...charge, untilMonth: '2026-12', version: 1 }, 0);
    await expectRefusal(
      w.recurringCharges.end({ ...charge, untilMonth: '2027-01', version: 1 }, 0),
      'CHARGE.RECURRING_CHANGED',
    );
  });

  it('may have one month voided, which stays voided each time the books are read', async () => {
    const w = await aBuilding();
    const charge = await add(w).execute(service);
    const writing = { ...w, books: w.books, audit: w.trail };
    await new VoidLedgerEntry(writing).execute({
      leaseId: 'L-rahim',
      entryId: `recurring:${charge.id}:L-rahim:2026-10`,
      reason: 'Flat was being painted',
      by: ADMIN,
    });
    expect(await charged(w, 'L-rahim')).toEqual([['2026-11', 'Service charge', taka(1500)]]);
    expect((await booksOf(w, 'L-rahim')).settlement.voided.map((v) => v.entry.id)).toEqual([
      `recurring:${charge.id}:L-rahim:2026-10`,
    ]);
  });
});

describe('bills loaded from a spreadsheet', () => {
  const row = (line: number, flat: string, month: string, kind: string, amount: string): BillRow => ({
    line,
    flat,
    month,
    kind,
    amount,
  });

  it('go on the books of the lease covering each flat in each month, audit-logged once with the count', async () => {
    const w = await aBuilding();
    const result = await importer(w).execute({
      rows: [
        row(2, 'A101', '2026-10', 'gas', '950'),
        row(3, 'b/1/b101', '2026-10', 'Water', '300.50'),
        row(4, 'c101', '2026-11', 'electricity', '1200'),
      ],
      by: ADMIN,
    });
    expect(result).toEqual({ imported: 3 });
    expect(await charged(w, 'L-rahim')).toEqual([['2026-10', 'Gas bill', taka(950)]]);
    expect(await charged(w, 'L-karim')).toEqual([['2026-10', 'Water bill', 30_050]]);
    expect(await charged(w, 'L-nadia')).toEqual([['2026-11', 'Electricity bill', taka(1200)]]);
    expect([...w.tables.audit.values()].map((e) => [e.action, e.label, e.after])).toEqual([
      ['charges.import', '3 bills', { imported: 3 }],
    ]);
  });

  it('write nothing when one line is wrong, and name the first wrong line with what is wrong', async () => {
    const w = await aBuilding();
    const before = w.rows();
    const good = row(2, 'A101', '2026-10', 'gas', '950');
    const cases: [BillRow, string][] = [
      [row(3, 'Z999', '2026-10', 'gas', '1'), 'Line 3: there is no flat Z999 in the building'],
      [row(3, 'C101', '2026-10', 'gas', '1'), 'Line 3: no lease of C101 covers October 2026'],
      [
        row(3, 'A101', '2026-12', 'gas', '1'),
        'Line 3: December 2026 is after this month; bills are loaded once they are due',
      ],
      [row(3, 'A101', '10/2026', 'gas', '1'), 'Line 3: "10/2026" is not a month; write YYYY-MM'],
      [
        row(3, 'A101', '2026-10', 'parking', '1'),
        'Line 3: "parking" is not a kind of charge; write one of service, gas, water, electricity, repair, fine, other',
      ],
      [
        row(3, 'A101', '2026-10', 'water', 'ten'),
        'Line 3: the amount must be above ৳0 and up to ৳10,000,000, with at most two decimals',
      ],
      [row(3, 'a101', '2026-10', 'GAS', '10'), 'Line 3: the gas bill of A101 for October 2026 is already on line 2'],
    ];
    for (const [bad, message] of cases) {
      await expect(importer(w).execute({ rows: [good, bad], by: ADMIN })).rejects.toMatchObject({
        code: 'CHARGE.IMPORT_INVALID',
        line: 3,
        message,
      });
      expect(w.rows()).toEqual(before);
    }
  });

  it('refuse a bill loaded before, naming its line, so a file loaded twice bills once', async () => {
    const w = await aBuilding();
    await importer(w).execute({ rows: [row(2, 'A101', '2026-10', 'gas', '950')], by: ADMIN });
    const before = w.rows();
    await expect(
      importer(w).execute({
        rows: [row(2, 'C101', '2026-11', 'gas', '100'), row(3, 'A101', '2026-10', 'gas', '950')],
        by: ADMIN,
      }),
    ).rejects.toMatchObject({
      code: 'CHARGE.IMPORT_INVALID',
      message: 'Line 3: the gas bill of A101 for October 2026 was loaded before',
    });
    expect(w.rows()).toEqual(before);
  });

  it('refuse the file, writing nothing, when a running lease it bills ended after the leases were read', async () => {
    const w = await aBuilding();
    const readBefore = await w.agreements.listLeases();
    const rahimsLease = readBefore.find((a) => a.id === 'L-rahim')!;
    await w.uow.run(() => w.agreements.update(endLease(rahimsLease, w.clock.now(), w.calendar), 'accepted'));
    const before = w.rows();
    // The leases as they were read just before the member was removed.
    const agreements = Object.assign(Object.create(w.agreements) as typeof w.agreements, {
      listLeases: async () => readBefore,
    });
    const stale = new ImportBills(w.apartments, agreements, w.ledger, w.uow, w.clock, w.calendar, w.trail);
    await expect(stale.execute({ rows: [row(2, 'A101', '2026-10', 'gas', '950')], by: ADMIN })).rejects.toMatchObject({
      code: 'AGREEMENT.NOT_ACCEPTED',
      message: 'A lease these bills go to changed meanwhile; load the file again',
    });
    expect(w.rows()).toEqual(before);
    // Read again, the ended lease still covers October and takes its bill.
    await expect(importer(w).execute({ rows: [row(2, 'A101', '2026-10', 'gas', '950')], by: ADMIN })).resolves.toEqual({
      imported: 1,
    });
  });

  it('refuse a flat number two blocks share until block/floor/number says which', async () => {
    const w = await aWorld({
      apartments: [a101, anApartment().withId('apt-b-a101').at('B', 2, 'A101').build()],
    });
    await expect(
      importer(w).execute({ rows: [row(2, 'A101', '2026-10', 'gas', '1')], by: ADMIN }),
    ).rejects.toMatchObject({
      message: expect.stringMatching(/^Line 2: A101 names more than one flat; write block\/floor\/number/),
    });
  });

  it('refuse a file with no bills, and one with more than it may hold', async () => {
    const w = await aBuilding();
    await expect(importer(w).execute({ rows: [], by: ADMIN })).rejects.toMatchObject({
      code: 'CHARGE.IMPORT_INVALID',
      line: 2,
    });
    const many = Array.from({ length: 5001 }, (_, i) => row(i + 2, 'A101', '2026-10', 'gas', '1'));
    await expectRefusal(importer(w).execute({ rows: many, by: ADMIN }), 'CHARGE.IMPORT_TOO_MANY_ROWS');
  });
});

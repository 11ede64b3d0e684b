import { describe, expect, it } from 'vitest';
import { GetArrears } from '../../../application/payments/get-arrears.ts';
import { GetMyDues } from '../../../application/payments/get-my-dues.ts';
import { GetRentSchedule } from '../../../application/building/get-rent-schedule.ts';
import { DEFAULT_REMINDER_SCHEDULE } from '../../../domain/notifications/reminders.ts';
import { SeedDemoData } from '../../../application/demo/seed-demo-data.ts';
import { DEMO_RESIDENTS, SeedDemoResidents } from '../../../application/demo/seed-demo-residents.ts';
import { AddRecurringCharge } from '../../../application/charges/recurring-charges.ts';
import { ImportBills } from '../../../application/charges/import-bills.ts';
import { aWorld, type World } from '../world.ts';

const seeder = (w: World) => {
  const schedule = new GetRentSchedule(w.rentSchedules);
  return new SeedDemoData(w.apartments, w.coupons, w.announcements, w.uow, w.ids, w.clock, () => schedule.execute());
};

describe('SeedDemoData', () => {
  it('makes a building worth browsing: 24 apartments over 3+ floors and 2+ blocks with a range of rents', async () => {
    const w = await aWorld();
    expect(await seeder(w).execute()).toEqual({ apartmentsAdded: 24 });
    const apartments = w.rows().apartments;
    expect(apartments).toHaveLength(24);
    expect(new Set(apartments.map((a) => a.floor)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(apartments.map((a) => a.block)).size).toBeGreaterThanOrEqual(2);
    expect(new Set(apartments.map((a) => `${a.block}/${a.floor}/${a.number}`)).size).toBe(24);
    const rents = apartments.map((a) => a.rent);
    expect(rents.every((rent) => Number.isInteger(rent) && rent > 0)).toBe(true);
    expect(Math.max(...rents) - Math.min(...rents)).toBeGreaterThanOrEqual(10_000);
  });

  it('adds three coupons, two of them active, and two announcements from the past days', async () => {
    const w = await aWorld();
    await seeder(w).execute();
    const coupons = await w.coupons.list();
    expect(coupons).toHaveLength(3);
    expect(coupons.filter((c) => c.isActive)).toHaveLength(2);
    const announcements = await w.announcements.list();
    expect(announcements).toHaveLength(2);
    expect(announcements.every((a) => a.createdAt < w.clock.now())).toBe(true);
  });

  it("announces the due day the building's rent schedule keeps", async () => {
    const dueIn = async (w: World) =>
      (await w.announcements.list()).find((a) => a.title === 'Rent due date')?.description;
    const w = await aWorld();
    await seeder(w).execute();
    expect(await dueIn(w)).toMatch(/^Monthly rent is due by the 5th\./);
    const saved = await aWorld();
    await saved.rentSchedules.save({ dueDay: 22, daysBefore: 3, daysAfter: 5, version: 1 }, 0);
    await seeder(saved).execute();
    expect(await dueIn(saved)).toMatch(/^Monthly rent is due by the 22nd\./);
  });

  it('adds nothing that is already there when run again', async () => {
    const w = await aWorld();
    await seeder(w).execute();
    const before = w.rows();
    expect(await seeder(w).execute()).toEqual({ apartmentsAdded: 0 });
    expect(w.rows()).toEqual(before);
  });

  it('adds only the missing apartments when asked for more', async () => {
    const w = await aWorld();
    await seeder(w).execute();
    expect(await seeder(w).execute({ apartments: 30 })).toEqual({ apartmentsAdded: 6 });
    expect(await w.apartments.count()).toBe(30);
    expect(await w.coupons.list()).toHaveLength(3);
  });
});

describe('SeedDemoResidents', () => {
  const residents = (w: World) =>
    new SeedDemoResidents(
      w.apartments,
      w.users,
      w.agreements,
      w.payments,
      w.ledger,
      {
        addRecurringCharge: new AddRecurringCharge(w.recurringCharges, w.agreements, w.uow, w.ids, w.clock, w.trail),
        importBills: new ImportBills(w.apartments, w.agreements, w.ledger, w.uow, w.clock, w.calendar, w.trail),
      },
      w.uow,
      w.ids,
      w.clock,
      w.calendar,
    );

  it('gives the demo building members with months paid and owed, and a former member who left owing', async () => {
    const w = await aWorld();
    await seeder(w).execute();
    expect(await residents(w).execute()).toEqual({ residentsAdded: 4 });
    // The fixed clock stands in November 2026.
    const dues = new GetMyDues(w.agreements, w.payments, w.calendar, async () => DEFAULT_REMINDER_SCHEDULE, w.books);
    expect((await dues.execute({ email: 'nadia@lakeview.test' })).owed.map((m) => m.month)).toEqual([
      '2026-10',
      '2026-11',
    ]);
    expect((await dues.execute({ email: 'karim@lakeview.test' })).owed).toEqual([]);
    // Farhana paid every month in cash at the desk: she owes no rent either.
    expect((await dues.execute({ email: 'farhana@lakeview.test' })).owed).toEqual([]);
    const { rows } = await new GetArrears(w.agreements, w.books, w.calendar).execute();
    expect(rows.map((r) => [r.memberEmail, r.current, r.months])).toEqual([
      ['sohel@lakeview.test', false, ['2026-06', '2026-07']],
      ['nadia@lakeview.test', true, ['2026-10', '2026-11']],
    ]);
    expect((await w.users.byEmail('sohel@lakeview.test'))?.role).toBe('user');
    expect(DEMO_RESIDENTS.map((r) => r.email)).toEqual([
      'nadia@lakeview.test',
      'karim@lakeview.test',
      'farhana@lakeview.test',
      'sohel@lakeview.test',
    ]);
    // The books: a service charge every month on every flat and last month's gas bill; half of Nadia's October paid
    // by bKash, Karim in credit, Farhana paid up in cash, Sohel owing since he left.
    const balances = new Map(
      (await w.books.all()).map((b) => [b.agreement.userEmail, [b.settlement.owed, b.settlement.unappliedCredit]]),
    );
    const rent = new Map((await w.agreements.listLeases()).map((a) => [a.userEmail, a.rent * 100]));
    const SERVICE = 250_000;
    expect(balances.get('nadia@lakeview.test')).toEqual([
      rent.get('nadia@lakeview.test')! * 1.5 + 4 * SERVICE + 115_000,
      0,
    ]);
    expect(balances.get('karim@lakeview.test')).toEqual([0, 500_000]);
    expect(balances.get('farhana@lakeview.test')).toEqual([0, 0]);
    expect(balances.get('sohel@lakeview.test')).toEqual([rent.get('sohel@lakeview.test')! * 2 + 5 * SERVICE, 0]);
    const nadia = (await w.books.all()).find((b) => b.agreement.userEmail === 'nadia@lakeview.test')!;
    expect(
      nadia.settlement.charges.filter((c) => c.charge.month === '2026-10').map((c) => [c.charge.label, c.remaining]),
    ).toEqual([
      ['Rent', rent.get('nadia@lakeview.test')! / 2],
      ['Service charge', SERVICE],
      ['Gas bill', 115_000],
    ]);
    // Billed as an admin bills: one recurring service charge on every lease since the first moved in, and last month's
    // gas bills loaded as a spreadsheet of bills, each under the flat's lease; both in the audit log.
    expect(await w.recurringCharges.list()).toEqual([
      expect.objectContaining({
        name: 'Service charge',
        kind: 'service',
        amount: SERVICE,
        fromMonth: '2026-03',
        leaseIds: 'all',
        by: 'seed',
      }),
    ]);
    expect(await w.recurringCharges.list()).not.toContainEqual(
      expect.objectContaining({ untilMonth: expect.anything() }),
    );
    const leaseIds = new Map((await w.agreements.listLeases()).map((a) => [a.userEmail, a.id]));
    const written = (await w.ledger.listAll()).filter((e) => e.type === 'charge');
    expect(written.map((c) => c.id).sort()).toEqual(
      ['nadia', 'karim', 'farhana'].map((name) => `import:${leaseIds.get(`${name}@lakeview.test`)}:2026-10:gas`).sort(),
    );
    expect(w.rows().audit.map((e) => [e.action, e.actor, e.label])).toEqual([
      ['charges.recurring-add', 'seed', 'Service charge'],
      ['charges.import', 'seed', '3 bills'],
    ]);
    // Every payment got its receipt, in the order paid.
    expect(w.rows().payments.every((p) => p.receiptNumber !== undefined && p.paidAt <= w.clock.now())).toBe(true);
  });

  it('adds nobody to a building that has leases already, or too few flats', async () => {
    const w = await aWorld();
    expect(await residents(w).execute()).toEqual({ residentsAdded: 0 });
    await seeder(w).execute();
    await residents(w).execute();
    const before = w.rows();
    expect(await residents(w).execute()).toEqual({ residentsAdded: 0 });
    expect(w.rows()).toEqual(before);
  });
});

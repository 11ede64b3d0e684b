/**
 * A building that ran the release before leases (which took rent for any month) upgrades without losing money
 * from its month reports: every payment that release recorded is counted in its month's Rent Collection, whether
 * the payer still lives here or was removed, and whether the month was before their acceptance or after their
 * removal. The previous release's schema is made by running its migrations (their SQL is unchanged since), and
 * its rows are written as that release wrote them, in plain SQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import {
  createMikroOrmPersistence,
  openOrm,
  persistenceOver,
} from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { GetRentCollection } from '../../../application/payments/get-rent-collection.ts';
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { createMemoryPersistence } from '../../../adapters/persistence/memory/memory-persistence.ts';
import { type Database, type Dialect, DIALECTS, migrateUpTo, rowWriter } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';
import { aPayment, anAgreement, anApartment } from '../../support/builders.ts';
import { FixedClock } from '../../support/fakes.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

/** The building's calendar, on the fixed clock's day. */
const DHAKA = buildingCalendar(new FixedClock(), 'Asia/Dhaka');
/**
 * The Rent Collection report, read from the store's books. A database of a release before the books has none of their
 * tables: nothing was ever written to them, as in an empty store.
 */
const rentCollectionOf = (store: Persistence, books: Pick<Persistence, 'ledger' | 'recurringCharges'> = store) =>
  new GetRentCollection(
    store.agreements,
    new LeaseBooks(store.agreements, store.payments, books.ledger, books.recurringCharges, DHAKA, async () => 5),
    DHAKA,
  );
const BEFORE_THE_BOOKS = createMemoryPersistence();

announceSkippedPostgres();

/** The migrations the previous release (the one before leases) shipped, in its order. */
const PREVIOUS_RELEASE = [
  'Migration20261122000000Initial',
  'Migration20261122010000PaymentState',
  'Migration20261122020000Receipts',
  'Migration20261122030000CatalogueVersion',
  'Migration20261123000000AvailabilityVersion',
];
const REPAIR = 'Migration20261209000000LeasesCoverPayments';

const day = (iso: string) => new Date(`${iso}T04:00:00.000Z`); // 10:00 in Dhaka

const APARTMENTS = [
  { id: 'apt-a101', floor: 1, block: 'A', number: 'A101', rent: 20_000 },
  { id: 'apt-b201', floor: 2, block: 'B', number: 'B201', rent: 15_000 },
  { id: 'apt-c301', floor: 3, block: 'C', number: 'C301', rent: 18_000 },
];
const apartment = (id: string) => APARTMENTS.find((a) => a.id === id)!;

const PEOPLE = {
  rafiq: { email: 'rafiq@example.com', name: 'Rafiq Islam', role: 'member' },
  sohel: { email: 'sohel@example.com', name: 'Sohel Rana', role: 'user' },
  nusrat: { email: 'nusrat@example.com', name: 'Nusrat Jahan', role: 'member' },
  tania: { email: 'tania@example.com', name: 'Tania Akter', role: 'user' },
};
type Person = keyof typeof PEOPLE;

const AGREEMENTS: {
  id: string;
  who: Person;
  apartment: string;
  status: string;
  requested: string;
  decided?: string;
  ended?: string;
}[] = [
  // Accepted in March; had paid January and February, the months before the product, on acceptance.
  {
    id: 'agr-rafiq',
    who: 'rafiq',
    apartment: 'apt-a101',
    status: 'accepted',
    requested: '2026-03-01',
    decided: '2026-03-10',
  },
  // Removed in May; had paid July ahead before leaving.
  {
    id: 'agr-sohel',
    who: 'sohel',
    apartment: 'apt-b201',
    status: 'ended',
    requested: '2026-02-01',
    decided: '2026-02-05',
    ended: '2026-05-20',
  },
  // Moved out in March (April paid ahead before), back in June into another flat (May paid on return).
  {
    id: 'agr-nusrat-1',
    who: 'nusrat',
    apartment: 'apt-c301',
    status: 'ended',
    requested: '2026-01-10',
    decided: '2026-01-15',
    ended: '2026-03-02',
  },
  {
    id: 'agr-nusrat-2',
    who: 'nusrat',
    apartment: 'apt-b201',
    status: 'accepted',
    requested: '2026-06-01',
    decided: '2026-06-10',
  },
  {
    id: 'agr-tania',
    who: 'tania',
    apartment: 'apt-c301',
    status: 'rejected',
    requested: '2026-04-01',
    decided: '2026-04-02',
  },
];

/** Payments in the order the previous release took them; it numbered their receipts in that order. */
const PAYMENTS: { who: Person; agreement: string; month: string; key: string; paid: string; discount?: number }[] = [
  { who: 'nusrat', agreement: 'agr-nusrat-1', month: 'January 2026', key: '2026-01', paid: '2026-01-16' },
  { who: 'sohel', agreement: 'agr-sohel', month: 'February 2026', key: '2026-02', paid: '2026-02-06' },
  { who: 'nusrat', agreement: 'agr-nusrat-1', month: 'april 2026', key: '2026-04', paid: '2026-02-20' },
  { who: 'sohel', agreement: 'agr-sohel', month: '2026-03', key: '2026-03', paid: '2026-03-04' },
  { who: 'rafiq', agreement: 'agr-rafiq', month: 'January 2026', key: '2026-01', paid: '2026-03-11' },
  { who: 'rafiq', agreement: 'agr-rafiq', month: 'February 2026', key: '2026-02', paid: '2026-03-11' },
  { who: 'rafiq', agreement: 'agr-rafiq', month: 'March 2026', key: '2026-03', paid: '2026-03-12' },
  { who: 'rafiq', agreement: 'agr-rafiq', month: 'April 2026', key: '2026-04', paid: '2026-04-03', discount: 10 },
  { who: 'sohel', agreement: 'agr-sohel', month: 'April 2026', key: '2026-04', paid: '2026-04-04' },
  { who: 'sohel', agreement: 'agr-sohel', month: 'July 2026', key: '2026-07', paid: '2026-05-01' },
  { who: 'nusrat', agreement: 'agr-nusrat-2', month: 'May 2026', key: '2026-05', paid: '2026-06-11' },
  { who: 'nusrat', agreement: 'agr-nusrat-2', month: 'June 2026', key: '2026-06', paid: '2026-06-11' },
];

const agreementById = (id: string) => AGREEMENTS.find((a) => a.id === id)!;
const amountOf = (p: (typeof PAYMENTS)[number]) =>
  Math.round(apartment(agreementById(p.agreement).apartment).rent * (1 - (p.discount ?? 0) / 100) * 100);

/** Who rents which flat at what rent, as both agreements and payments copy it. */
function tenancy(who: Person, apartmentId: string) {
  const { floor, block, number, rent } = apartment(apartmentId);
  return { user_email: PEOPLE[who].email, user_name: PEOPLE[who].name, floor, block, number, rent };
}

/** The building as the previous release left it: its tables, filled as its code filled them. */
async function writePreviousReleaseBuilding(orm: MikroORM, dialect: Dialect) {
  const { date, insert, execute } = rowWriter(orm, dialect);
  for (const a of APARTMENTS) await insert('apartments', { ...a, image: `/${a.number}.webp` });
  for (const [key, p] of Object.entries(PEOPLE))
    await insert('users', { id: `u-${key}`, email: p.email, name: p.name, photo_url: '', role: p.role });
  for (const a of AGREEMENTS) {
    await insert('agreements', {
      id: a.id,
      ...tenancy(a.who, a.apartment),
      apartment_id: a.apartment,
      status: a.status,
      request_date: date(day(a.requested)),
      decided_at: a.decided ? date(day(a.decided)) : null,
      ended_at: a.ended ? date(day(a.ended)) : null,
    });
  }
  for (const [index, p] of PAYMENTS.entries()) {
    await insert('payments', {
      id: `pay-${index + 1}`,
      ...tenancy(p.who, agreementById(p.agreement).apartment),
      month: p.month,
      month_key: p.key,
      discount: p.discount ?? 0,
      amount_minor: amountOf(p),
      coupon_code: p.discount ? 'RAMADAN10' : null,
      status: 'paid',
      transaction_id: `pi_${index + 1}`,
      paid_at: date(day(p.paid)),
      receipt_number: index + 1,
    });
  }
  await execute(`update "counters" set "value" = ? where "name" = 'receipt'`, [PAYMENTS.length]);
}

const MONTHS = [...new Set(PAYMENTS.map((p) => p.key))].sort();

/** Each month's Rent Collection as the current release reports it: who paid, and what came in. */
async function collections(store: Persistence, books?: Pick<Persistence, 'ledger' | 'recurringCharges'>) {
  const report = rentCollectionOf(store, books);
  const byMonth: Record<string, { paid: Record<string, number>; collectedMinor: number }> = {};
  for (const month of MONTHS) {
    const { rows, totals } = await report.execute({ month });
    byMonth[month] = {
      paid: Object.fromEntries(rows.filter((r) => r.paid).map((r) => [r.memberEmail, r.paidMinor])),
      collectedMinor: totals.collectedMinor,
    };
  }
  return byMonth;
}

/** Every payment recorded, month by month: what each month's collection must count. */
const recorded = Object.fromEntries(
  MONTHS.map((month) => {
    const paid = PAYMENTS.filter((p) => p.key === month);
    return [
      month,
      {
        paid: Object.fromEntries(paid.map((p) => [PEOPLE[p.who].email, amountOf(p)])),
        collectedMinor: paid.reduce((total, p) => total + amountOf(p), 0),
      },
    ];
  }),
);

async function previousReleaseDatabase(db: Database, dialect: Dialect, upTo: string) {
  const orm = await openOrm(db.url, db.options);
  try {
    const migrator = orm.getMigrator();
    await migrateUpTo(orm, PREVIOUS_RELEASE.at(-1)!);
    expect((await migrator.getExecutedMigrations()).map((m) => m.name)).toEqual(PREVIOUS_RELEASE);
    await writePreviousReleaseBuilding(orm, dialect);
    if (upTo !== PREVIOUS_RELEASE.at(-1)) await migrateUpTo(orm, upTo);
  } finally {
    await orm.close(true);
  }
}

describe.each(DIALECTS)(
  'upgrading a building from the release before leases, on $dialect',
  ({ dialect, skip, make }) => {
    let db: Database | undefined;
    afterEach(async () => {
      await db?.dispose();
      db = undefined;
    });

    it.skipIf(skip !== undefined)(
      "counts every recorded payment in its month's Rent Collection, members and removed members alike",
      async () => {
        db = make();
        await previousReleaseDatabase(db, dialect, PREVIOUS_RELEASE.at(-1)!);
        const store = await createMikroOrmPersistence(db.url, db.options);
        try {
          expect(await collections(store)).toEqual(recorded);
          // The 12 payments, 2,04,000 taka, all of them in the reports.
          expect(MONTHS.reduce((total, m) => total + recorded[m]!.collectedMinor, 0)).toBe(20_400_000);
          const lease = async (id: string) => {
            const a = await store.agreements.byId(id);
            return { startMonth: a?.startMonth, endMonth: a?.endMonth };
          };
          // Each lease starts no later than the first month paid under it and ends no earlier than the last.
          expect(await lease('agr-rafiq')).toEqual({ startMonth: '2026-01', endMonth: undefined });
          expect(await lease('agr-sohel')).toEqual({ startMonth: '2026-02', endMonth: '2026-07' });
          expect(await lease('agr-nusrat-1')).toEqual({ startMonth: '2026-01', endMonth: '2026-04' });
          expect(await lease('agr-nusrat-2')).toEqual({ startMonth: '2026-05', endMonth: undefined });
          expect(await lease('agr-tania')).toEqual({ startMonth: undefined, endMonth: undefined });
          // Payment History still shows every payment, with its receipt.
          const receipts = (await store.payments.listFor(PEOPLE.sohel.email)).map((p) => p.receiptNumber!);
          expect(receipts.sort((a, b) => a - b)).toEqual([2, 4, 9, 10]);
        } finally {
          await store.close();
        }
      },
    );

    it.skipIf(skip !== undefined)(
      'gives back to the reports what a building that had already upgraded lost, and leaves leases that cover their payments',
      async () => {
        db = make();
        const names = MIGRATIONS[dialect].map((m) => m.name);
        await previousReleaseDatabase(db, dialect, names[names.indexOf(REPAIR) - 1]!);
        const late = { email: 'late@example.com', name: 'Late Comer' };
        const orm = await openOrm(db.url, db.options);
        const upgraded = persistenceOver(orm);
        try {
          // What the upgrade without the repair reported: Rafiq's January and Sohel's July were gone.
          const lost = await collections(upgraded, BEFORE_THE_BOOKS);
          expect(lost['2026-01']!.paid).toEqual({
            [PEOPLE.nusrat.email]: recorded['2026-01']!.paid[PEOPLE.nusrat.email],
          });
          expect(lost['2026-07']!.collectedMinor).toBe(0);
          // The building went on under the current release: a lease an admin started, paid inside it.
          await upgraded.agreements.add(
            anAgreement()
              .withId('agr-late')
              .by(late)
              .on(anApartment().withId('apt-c301').at('C', 3, 'C301').withRent(18_000).build())
              .startingIn('2026-08')
              .accepted()
              .build(),
          );
          await upgraded.payments.add(
            aPayment().withId('pay-late').by(late.email).forMonth('2026-08').withTransactionId('pi_late').build(),
          );
        } finally {
          await upgraded.close();
        }

        const store = await createMikroOrmPersistence(db.url, db.options);
        try {
          expect(await collections(store)).toEqual(recorded);
          const after = await store.agreements.byId('agr-late');
          expect({ startMonth: after?.startMonth, endMonth: after?.endMonth }).toEqual({
            startMonth: '2026-08',
            endMonth: undefined,
          });
          expect(
            (
              await rentCollectionOf(store).execute({
                month: '2026-08',
              })
            ).totals.collectedMinor,
          ).toBe(1_200_000);
        } finally {
          await store.close();
        }
      },
    );
  },
);

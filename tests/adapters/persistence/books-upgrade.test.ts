/**
 * A building that ran the release before the books upgrades without changing what anyone owes: each person's books
 * (every lease of theirs, summed) come to what the previous release's arrears said they owed, card payments with a
 * coupon, a free month and a month paid ahead included, for a running lease, an ended one, and someone who moved out
 * and back in. Every payment still reads as it was, receipt and amount. The previous release's schema is made by
 * running its migrations, and its rows are written as it wrote them, in plain SQL.
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
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { GetArrears } from '../../../application/payments/get-arrears.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';
import { sum, ZERO, type Money } from '../../../domain/shared/money.ts';
import { formatMonth } from '../../../domain/shared/month.ts';
import { FixedClock } from '../../support/fakes.ts';
import { type Database, type Dialect, DIALECTS, migrateUpTo, rowWriter } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

/** The migration that brought the books; the previous release ran every one before it. */
const BOOKS = 'Migration20261218000000LedgerEntries';

/** The day the building upgrades: November 2026 is its current month, December the month ahead. */
const CALENDAR = buildingCalendar(new FixedClock(new Date('2026-11-20T06:00:00.000Z')), 'Asia/Dhaka');
const day = (iso: string) => new Date(`${iso}T04:00:00.000Z`); // 10:00 in Dhaka

const APARTMENTS = [
  { id: 'apt-a101', floor: 1, block: 'A', number: 'A101', rent: 20_000 },
  { id: 'apt-b201', floor: 2, block: 'B', number: 'B201', rent: 15_000 },
  { id: 'apt-c301', floor: 3, block: 'C', number: 'C301', rent: 18_000 },
  { id: 'apt-d401', floor: 4, block: 'D', number: 'D401', rent: 12_000 },
  { id: 'apt-e501', floor: 5, block: 'E', number: 'E501', rent: 10_000 },
  { id: 'apt-e502', floor: 5, block: 'E', number: 'E502', rent: 11_000 },
];
const apartment = (id: string) => APARTMENTS.find((a) => a.id === id)!;

const PEOPLE = {
  rafiq: { email: 'rafiq@example.com', name: 'Rafiq Islam', role: 'member' },
  sohel: { email: 'sohel@example.com', name: 'Sohel Rana', role: 'user' },
  nusrat: { email: 'nusrat@example.com', name: 'Nusrat Jahan', role: 'member' },
  tania: { email: 'tania@example.com', name: 'Tania Akter', role: 'member' },
  mitu: { email: 'mitu@example.com', name: 'Mitu Das', role: 'user' },
};
type Person = keyof typeof PEOPLE;

const AGREEMENTS: {
  id: string;
  who: Person;
  apartment: string;
  status: 'accepted' | 'ended' | 'pending';
  start?: string;
  end?: string;
}[] = [
  { id: 'agr-rafiq', who: 'rafiq', apartment: 'apt-a101', status: 'accepted', start: '2026-06' },
  { id: 'agr-sohel', who: 'sohel', apartment: 'apt-b201', status: 'ended', start: '2026-03', end: '2026-07' },
  // Moved out in May, back in August into a cheaper flat.
  { id: 'agr-nusrat-1', who: 'nusrat', apartment: 'apt-c301', status: 'ended', start: '2026-02', end: '2026-05' },
  { id: 'agr-nusrat-2', who: 'nusrat', apartment: 'apt-d401', status: 'accepted', start: '2026-08' },
  // Moved out and back in within August: August is owed once, under the later lease.
  { id: 'agr-tania-1', who: 'tania', apartment: 'apt-e501', status: 'ended', start: '2026-05', end: '2026-08' },
  { id: 'agr-tania-2', who: 'tania', apartment: 'apt-e502', status: 'accepted', start: '2026-08' },
  // Asked, never accepted: no lease, nothing owed.
  { id: 'agr-mitu', who: 'mitu', apartment: 'apt-e501', status: 'pending' },
];
const agreementById = (id: string) => AGREEMENTS.find((a) => a.id === id)!;

/** Card payments in the order the previous release took them, which numbered their receipts in that order. */
const PAYMENTS: { agreement: string; key: string; paid: string; discount?: number; coupon?: string }[] = [
  { agreement: 'agr-nusrat-1', key: '2026-02', paid: '2026-02-03' },
  { agreement: 'agr-nusrat-1', key: '2026-03', paid: '2026-03-04', discount: 10, coupon: 'WELCOME10' },
  { agreement: 'agr-sohel', key: '2026-03', paid: '2026-03-05' },
  { agreement: 'agr-sohel', key: '2026-04', paid: '2026-04-05', discount: 15, coupon: 'EID15' },
  { agreement: 'agr-sohel', key: '2026-05', paid: '2026-05-02' },
  { agreement: 'agr-tania-1', key: '2026-05', paid: '2026-05-03' },
  { agreement: 'agr-rafiq', key: '2026-06', paid: '2026-06-04' },
  { agreement: 'agr-tania-1', key: '2026-06', paid: '2026-06-05' },
  // A whole month free: the coupon took all of it.
  { agreement: 'agr-rafiq', key: '2026-07', paid: '2026-07-02', discount: 100, coupon: 'FREEMONTH' },
  { agreement: 'agr-rafiq', key: '2026-08', paid: '2026-08-05', discount: 10, coupon: 'WELCOME10' },
  { agreement: 'agr-nusrat-2', key: '2026-08', paid: '2026-08-06' },
  { agreement: 'agr-tania-2', key: '2026-08', paid: '2026-08-20' },
  { agreement: 'agr-tania-2', key: '2026-09', paid: '2026-09-04' },
  // Paid ahead: December, in November.
  { agreement: 'agr-rafiq', key: '2026-12', paid: '2026-11-10' },
];

const tenancy = (agreementId: string) => {
  const a = agreementById(agreementId);
  const { floor, block, number, rent } = apartment(a.apartment);
  return { user_email: PEOPLE[a.who].email, user_name: PEOPLE[a.who].name, floor, block, number, rent };
};
const amountOf = (p: (typeof PAYMENTS)[number]) =>
  Math.round(apartment(agreementById(p.agreement).apartment).rent * (1 - (p.discount ?? 0) / 100) * 100);

/** The building as the previous release left it, its rows written as that release wrote them. */
async function writePreviousRelease(orm: MikroORM, dialect: Dialect) {
  const { date, insert, execute } = rowWriter(orm, dialect);
  for (const a of APARTMENTS) await insert('apartments', { ...a, image: `/${a.number}.webp` });
  for (const [key, p] of Object.entries(PEOPLE))
    await insert('users', { id: `u-${key}`, email: p.email, name: p.name, photo_url: '', role: p.role });
  for (const a of AGREEMENTS) {
    await insert('agreements', {
      id: a.id,
      ...tenancy(a.id),
      apartment_id: a.apartment,
      status: a.status,
      request_date: date(day(`${a.start ?? '2026-11'}-01`)),
      decided_at: a.start ? date(day(`${a.start}-01`)) : null,
      ended_at: a.end ? date(day(`${a.end}-25`)) : null,
      start_month: a.start ?? null,
      end_month: a.end ?? null,
    });
  }
  for (const [index, p] of PAYMENTS.entries()) {
    const amount = amountOf(p);
    await insert('payments', {
      id: `pay-${index + 1}`,
      ...tenancy(p.agreement),
      month: formatMonth(p.key),
      month_key: p.key,
      discount: p.discount ?? 0,
      amount_minor: amount,
      coupon_code: p.coupon ?? null,
      status: 'paid',
      transaction_id: amount === 0 ? `free_${index + 1}` : `pi_${index + 1}`,
      paid_at: date(day(p.paid)),
      receipt_number: index + 1,
    });
  }
  await execute(`update "counters" set "value" = ? where "name" = 'receipt'`, [PAYMENTS.length]);
}

/** Every payment as a reader sees it: its receipt, person, month and amount. */
async function paymentsOf(store: Persistence) {
  return (await store.payments.listAll())
    .map((p) => ({
      receipt: p.receiptNumber,
      email: p.userEmail,
      month: p.monthKey,
      amountMinor: p.amountMinor,
      discount: p.discount,
      coupon: p.couponCode ?? null,
      transactionId: p.transactionId,
    }))
    .sort((a, b) => a.receipt! - b.receipt!);
}

describe.each(DIALECTS)('upgrading to the books, on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)(
    "gives every person's books the balance the previous release's arrears owed, and keeps every payment",
    async () => {
      db = make();
      const names = MIGRATIONS[dialect].map((m) => m.name);
      const previous = names[names.indexOf(BOOKS) - 1]!;
      const orm = await openOrm(db.url, db.options);
      let owedBefore: Map<string, Money>;
      let paymentsBefore: Awaited<ReturnType<typeof paymentsOf>>;
      const old = persistenceOver(orm, db.options);
      try {
        await migrateUpTo(orm, previous);
        expect((await orm.getMigrator().getExecutedMigrations()).map((m) => m.name)).toEqual(
          names.slice(0, names.indexOf(BOOKS)),
        );
        await writePreviousRelease(orm, dialect);
        // The previous release's rule: each person's unpaid lease months up to the current one, at the lease's rent.
        const { rows } = await new GetArrears(old.agreements, old.payments, CALENDAR).execute();
        owedBefore = new Map(rows.map((r) => [r.memberEmail, r.owedMinor]));
        paymentsBefore = await paymentsOf(old);
      } finally {
        await old.close();
      }
      // What the fixture means the previous release to have said.
      expect(Object.fromEntries(owedBefore)).toEqual({
        [PEOPLE.rafiq.email]: 3 * 2_000_000,
        [PEOPLE.sohel.email]: 2 * 1_500_000,
        [PEOPLE.nusrat.email]: 2 * 1_800_000 + 3 * 1_200_000,
        [PEOPLE.tania.email]: 1_000_000 + 2 * 1_100_000,
      });
      expect(paymentsBefore.map((p) => p.receipt)).toEqual(PAYMENTS.map((_, i) => i + 1));

      const store = await createMikroOrmPersistence(db.url, db.options);
      try {
        expect(store.migrationsApplied).toEqual(names.slice(names.indexOf(BOOKS)));
        const books = await new LeaseBooks(
          store.agreements,
          store.payments,
          store.ledger,
          store.recurringCharges,
          CALENDAR,
          async () => 5,
        ).all();
        expect(books.map((b) => b.agreement.id).sort()).toEqual(
          AGREEMENTS.filter((a) => a.start)
            .map((a) => a.id)
            .sort(),
        );
        const balances = new Map<string, Money>();
        for (const b of books)
          balances.set(b.agreement.userEmail, sum([balances.get(b.agreement.userEmail) ?? ZERO, b.settlement.balance]));
        const owedAfter = new Map(Object.values(PEOPLE).map(({ email }) => [email, balances.get(email) ?? 0] as const));
        expect(Object.fromEntries(owedAfter)).toEqual(
          Object.fromEntries(Object.values(PEOPLE).map(({ email }) => [email, owedBefore.get(email) ?? 0])),
        );
        // Nobody is in credit and nothing is settled twice: what is owed is the balance, lease by lease.
        for (const b of books)
          expect([b.agreement.id, b.settlement.owed]).toEqual([b.agreement.id, b.settlement.balance]);
        // Every payment reads as before, and each one's money is on its lease's books with its receipt.
        expect(await paymentsOf(store)).toEqual(paymentsBefore);
        const credited = books
          .flatMap((b) => b.settlement.credits.map((c) => c.credit))
          .filter((c) => c.receiptNumber !== undefined)
          .map((c) => ({ receipt: c.receiptNumber, amount: c.kind === 'payment' ? c.amount : 0 }))
          .sort((a, b) => a.receipt! - b.receipt!);
        expect(credited).toEqual(paymentsBefore.map((p) => ({ receipt: p.receipt, amount: p.amountMinor })));
        // The upgrade writes no entry of its own: the books are read from the leases and the payments.
        expect(await store.ledger.listAll()).toEqual([]);
      } finally {
        await store.close();
      }
    },
  );
});

/**
 * A building that ran the release before lease terms upgrades with every lease reading as it did: the same rent
 * billed each month, no end month, no advance, no deposit, and the same books (charges, credits, what is owed) for a
 * running lease with a card payment and a cash payment and an ended one with a charge. The previous release's schema
 * is made by running its migrations, and its rows are written as it wrote them, in plain SQL.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import {
  createMikroOrmPersistence,
  openOrm,
  persistenceOver,
} from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { LeaseBooks } from '../../../application/ledger/books.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';
import { FixedClock } from '../../support/fakes.ts';
import { type Database, DIALECTS, migrateUpTo, rowWriter } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const TERMS = 'Migration20261224000000LeaseTerms';
const CALENDAR = buildingCalendar(new FixedClock(new Date('2026-11-20T06:00:00.000Z')), 'Asia/Dhaka');
const day = (iso: string) => new Date(`${iso}T04:00:00.000Z`);

const booksOf = (store: Persistence) =>
  new LeaseBooks(store.agreements, store.payments, store.ledger, store.recurringCharges, CALENDAR, async () => 5);

/** What a reader sees of every lease: its terms and its books. */
async function reading(store: Persistence) {
  const all = await booksOf(store).all();
  return all
    .map((b) => ({
      id: b.agreement.id,
      rent: b.agreement.rent,
      terms: {
        termEndMonth: b.agreement.termEndMonth,
        advanceMonths: b.agreement.advanceMonths,
        deposit: b.agreement.deposit,
      },
      charges: b.settlement.charges.map((c) => [c.charge.id, c.charge.amount, c.remaining]),
      credits: b.settlement.credits.map((c) => [c.credit.id, c.credit.amount, c.unapplied]),
      owed: b.settlement.owed,
      balance: b.settlement.balance,
      depositHeld: b.settlement.depositHeld,
    }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
}

describe.each(DIALECTS)('upgrading to lease terms, on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)('reads every older lease as it did: its rent, no terms, the same books', async () => {
    db = make();
    const names = MIGRATIONS[dialect].map((m) => m.name);
    const previous = names[names.indexOf(TERMS) - 1]!;
    const orm = await openOrm(db.url, db.options);
    const old = persistenceOver(orm, db.options);
    let before: Awaited<ReturnType<typeof reading>>;
    try {
      await migrateUpTo(orm, previous);
      const { date, insert } = rowWriter(orm, dialect);
      const flats = [
        { id: 'apt-a101', floor: 1, block: 'A', number: 'A101', rent: 20_000 },
        { id: 'apt-b201', floor: 2, block: 'B', number: 'B201', rent: 15_000 },
      ];
      for (const a of flats) await insert('apartments', { ...a, image: `/${a.number}.webp` });
      const lease = (id: string, email: string, flat: (typeof flats)[number], start: string, end?: string) =>
        insert('agreements', {
          id,
          user_email: email,
          user_name: email.split('@')[0],
          apartment_id: flat.id,
          floor: flat.floor,
          block: flat.block,
          number: flat.number,
          rent: flat.rent,
          status: end ? 'ended' : 'accepted',
          request_date: date(day(`${start}-01`)),
          decided_at: date(day(`${start}-01`)),
          ended_at: end ? date(day(`${end}-25`)) : null,
          start_month: start,
          end_month: end ?? null,
        });
      await lease('agr-rafiq', 'rafiq@example.com', flats[0]!, '2026-08');
      await lease('agr-sohel', 'sohel@example.com', flats[1]!, '2026-05', '2026-07');
      await insert('payments', {
        id: 'pay-1',
        user_email: 'rafiq@example.com',
        user_name: 'rafiq',
        floor: 1,
        block: 'A',
        number: 'A101',
        rent: 20_000,
        month: 'August 2026',
        month_key: '2026-08',
        discount: 0,
        amount_minor: 2_000_000,
        coupon_code: null,
        status: 'paid',
        transaction_id: 'pi_1',
        paid_at: date(day('2026-08-03')),
        receipt_number: 1,
      });
      const entry = (row: Record<string, unknown>) =>
        insert('ledger_entries', {
          kind: null,
          month: null,
          label: null,
          amount_minor: null,
          paid_on: null,
          method: null,
          reference: null,
          note: null,
          receipt_number: null,
          for_charge: null,
          voids: null,
          reason: null,
          by_whom: 'admin@example.com',
          ...row,
        });
      await entry({
        id: 'e-cash',
        lease_id: 'agr-rafiq',
        type: 'credit',
        kind: 'payment',
        amount_minor: 2_500_000,
        paid_on: '2026-09-04',
        method: 'cash',
        receipt_number: 2,
        at: date(day('2026-09-04')),
      });
      await entry({
        id: 'e-repair',
        lease_id: 'agr-sohel',
        type: 'charge',
        kind: 'repair',
        month: '2026-07',
        label: 'Broken window',
        amount_minor: 300_000,
        at: date(day('2026-07-20')),
      });
      before = await reading(old);
    } finally {
      await old.close();
    }
    expect(before.map((b) => b.owed)).toEqual([2 * 2_000_000 - 500_000, 3 * 1_500_000 + 300_000]);

    const store = await createMikroOrmPersistence(db.url, db.options);
    try {
      const after = await reading(store);
      expect(after).toEqual(before);
      for (const lease of after) {
        expect(lease.terms).toEqual({ termEndMonth: undefined, advanceMonths: undefined, deposit: undefined });
        expect(lease.depositHeld).toBe(0);
      }
      expect(after.map((l) => l.rent)).toEqual([20_000, 15_000]);
    } finally {
      await store.close();
    }
  });
});

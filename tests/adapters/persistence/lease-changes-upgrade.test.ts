/**
 * A building that ran the release before lease changes upgrades with every lease billing as it did (no rent change,
 * no renewal offer), and a lease written then takes a rent change and a renewal offer afterwards. The previous
 * release's schema is made by running its migrations, and its rows are written as it wrote them, in plain SQL.
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

const CHANGES = 'Migration20261226000000LeaseChanges';
const CALENDAR = buildingCalendar(new FixedClock(new Date('2027-02-20T06:00:00.000Z')), 'Asia/Dhaka');
const day = (iso: string) => new Date(`${iso}T04:00:00.000Z`);

const rentCharges = async (store: Persistence, withChanges: boolean) => {
  const books = new LeaseBooks(
    store.agreements,
    store.payments,
    store.ledger,
    store.recurringCharges,
    CALENDAR,
    async () => 5,
    withChanges ? store.rentChanges : undefined,
  );
  return (await books.all()).flatMap((b) =>
    b.settlement.charges.filter((c) => c.charge.kind === 'rent').map((c) => [c.charge.id, c.charge.amount]),
  );
};

describe.each(DIALECTS)('upgrading to lease changes, on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)(
    'bills every older lease as it did, then takes a rent change and an offer',
    async () => {
      db = make();
      const names = MIGRATIONS[dialect].map((m) => m.name);
      const previous = names[names.indexOf(CHANGES) - 1]!;
      const orm = await openOrm(db.url, db.options);
      const old = persistenceOver(orm, db.options);
      let before: unknown[];
      try {
        await migrateUpTo(orm, previous);
        const { date, insert } = rowWriter(orm, dialect);
        await insert('apartments', {
          id: 'apt-a101',
          floor: 1,
          block: 'A',
          number: 'A101',
          rent: 20_000,
          image: '/a.webp',
        });
        await insert('agreements', {
          id: 'agr-rafiq',
          user_email: 'rafiq@example.com',
          user_name: 'rafiq',
          apartment_id: 'apt-a101',
          floor: 1,
          block: 'A',
          number: 'A101',
          rent: 20_000,
          status: 'accepted',
          request_date: date(day('2026-11-01')),
          decided_at: date(day('2026-11-01')),
          ended_at: null,
          start_month: '2026-11',
          end_month: null,
          term_end_month: '2027-10',
          advance_months: 0,
          deposit: 0,
        });
        before = await rentCharges(old, false);
      } finally {
        await old.close();
      }
      expect(before).toHaveLength(4);

      const store = await createMikroOrmPersistence(db.url, db.options);
      try {
        expect(await rentCharges(store, true)).toEqual(before);
        await store.rentChanges.add({
          id: 'rc-1',
          leaseId: 'agr-rafiq',
          effectiveMonth: '2027-02',
          rent: 22_000,
          scheduledAt: day('2026-12-20'),
          scheduledBy: 'admin@example.com',
        });
        const after = await rentCharges(store, true);
        expect(after.at(-1)).toEqual(['rent:agr-rafiq:2027-02', 2_200_000]);
        expect(after.slice(0, 3)).toEqual(before.slice(0, 3));
        await store.renewalOffers.add({
          id: 'ro-1',
          leaseId: 'agr-rafiq',
          fromEndMonth: '2027-10',
          endMonth: '2028-10',
          rent: 23_000,
          status: 'pending',
          offeredAt: day('2027-02-20'),
          offeredBy: 'admin@example.com',
        });
        expect((await store.renewalOffers.pendingFor('agr-rafiq'))?.endMonth).toBe('2028-10');
      } finally {
        await store.close();
      }
    },
  );
});

/**
 * Starting a newer version on an older database upgrades it in place, keeping every row: a database is made
 * with the first migration only, filled with rows in that first shape (plain SQL, so this fixture stays valid
 * whatever later migrations change), then opened the way the server opens it, which applies every later
 * migration (the payment state, at least). The old rows read back unchanged and the new tables work.
 */
import { readdirSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import {
  createMikroOrmPersistence,
  migrate,
  openOrm,
} from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { announceSkippedPostgres } from './notice.ts';
import { type Database, type Dialect, DIALECTS, migrateUpTo, rowWriter } from './databases.ts';
import { monthIn } from '../../../domain/shared/month.ts';
import { poisha } from '../../../domain/shared/money.ts';

announceSkippedPostgres();

describe('the migrations list', () => {
  it('names every migration file of each dialect, the same ones in the same order for both', () => {
    const folder = (dialect: string) =>
      readdirSync(new URL(`../../../adapters/persistence/mikro-orm/migrations/${dialect}/`, import.meta.url))
        .filter((file) => file.endsWith('.ts'))
        .map((file) => file.replace(/\.ts$/, ''))
        .sort();
    const names = (dialect: 'sqlite' | 'postgresql') => MIGRATIONS[dialect].map((m) => m.name);
    expect(names('sqlite')).toEqual(folder('sqlite'));
    expect(names('postgresql')).toEqual(folder('postgresql'));
    expect(names('postgresql')).toEqual(names('sqlite'));
  });

  it("takes each migration's class from the file of its name, in its own dialect's folder", () => {
    const files = import.meta.glob<Record<string, unknown>>(
      '../../../adapters/persistence/mikro-orm/migrations/{sqlite,postgresql}/*.ts',
      { eager: true },
    );
    const misplaced = (['sqlite', 'postgresql'] as const).flatMap((dialect) =>
      MIGRATIONS[dialect]
        .filter(({ name, class: migration }) => {
          const file = files[`../../../adapters/persistence/mikro-orm/migrations/${dialect}/${name}.ts`];
          return file?.[name] !== migration;
        })
        .map(({ name }) => `${dialect}/${name}`),
    );
    expect(Object.keys(files).length).toBe(MIGRATIONS.sqlite.length + MIGRATIONS.postgresql.length);
    expect(misplaced).toEqual([]);
  });
});

const AT = new Date('2026-10-01T08:30:00.000Z');
const DECIDED = new Date('2026-10-02T09:00:00.000Z');

/** Rows as the first migration's tables hold them; dates and booleans in each dialect's stored form. */
async function insertFirstShapeRows(orm: MikroORM, dialect: Dialect) {
  const { date, bool, insert } = rowWriter(orm, dialect);
  await insert('apartments', { id: 'apt-1', image: '/a.webp', floor: 3, block: 'B', number: 'B301', rent: 15000 });
  await insert('users', { id: 'u-1', email: 'old@example.com', name: 'Old Resident', photo_url: '', role: 'member' });
  await insert('agreements', {
    id: 'agr-1',
    user_email: 'old@example.com',
    user_name: 'Old Resident',
    apartment_id: 'apt-1',
    floor: 3,
    block: 'B',
    number: 'B301',
    rent: 15000,
    status: 'accepted',
    request_date: date(AT),
    decided_at: date(DECIDED),
    ended_at: null,
  });
  await insert('coupons', {
    id: 'c-1',
    code: 'Old5',
    code_key: 'OLD5',
    description: 'Old',
    discount_percentage: 5,
    is_active: bool(false),
  });
  await insert('announcements', { id: 'n-1', title: 'Welcome', description: 'Hello', created_at: date(AT) });
  await insert('payments', {
    id: 'p-1',
    user_email: 'old@example.com',
    user_name: 'Old Resident',
    floor: 3,
    block: 'B',
    number: 'B301',
    rent: 15000,
    month: 'October 2026',
    month_key: '2026-10',
    discount: 5,
    amount_minor: 1425000,
    coupon_code: 'OLD5',
    status: 'paid',
    transaction_id: 'pi_old',
    paid_at: date(DECIDED),
  });
}

describe.each(DIALECTS)('migrations on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)(
    'upgrades a database made by the first migration in place, keeping every row',
    async () => {
      db = make();
      const names = MIGRATIONS[dialect].map((m) => m.name);
      const orm = await openOrm(db.url, db.options);
      try {
        const migrator = orm.getMigrator();
        expect((await migrator.getPendingMigrations()).map((m) => m.name)).toEqual(names);
        await migrateUpTo(orm, names[0]);
        expect((await migrator.getExecutedMigrations()).map((m) => m.name)).toEqual([names[0]]);
        // An upgrade, not a restart: later migrations are still to run on this database.
        expect((await migrator.getPendingMigrations()).map((m) => m.name)).toEqual(names.slice(1));
        expect(names).toContain('Migration20261122010000PaymentState');
        await insertFirstShapeRows(orm, dialect);
      } finally {
        await orm.close(true);
      }

      const store = await createMikroOrmPersistence(db.url, db.options);
      try {
        expect(await store.apartments.byId('apt-1')).toEqual({
          id: 'apt-1',
          image: '/a.webp',
          floor: 3,
          block: 'B',
          number: 'B301',
          rent: 15000,
        });
        // The apartments page indexes the catalogue it found, and sees it grow.
        const page = () => store.apartments.page({ minRent: 10_000 }, { page: 1, limit: 6 });
        expect(await page()).toEqual({
          items: [{ ...(await store.apartments.byId('apt-1'))!, available: false }],
          total: 1,
        });
        const added = { id: 'apt-2', image: '/b.webp', floor: 1, block: 'A', number: 'A101', rent: 12_000 };
        expect(await store.apartments.addMissing([added])).toBe(1);
        expect((await page()).items.map((a) => a.id)).toEqual(['apt-2', 'apt-1']);
        expect((await page()).total).toBe(2);
        expect(await store.users.byEmail('old@example.com')).toEqual({
          id: 'u-1',
          email: 'old@example.com',
          name: 'Old Resident',
          photoURL: '',
          role: 'member',
          // Everyone who was there before languages were kept reads English.
          language: 'en',
        });
        expect(await store.agreements.openFor('old@example.com')).toEqual({
          id: 'agr-1',
          userEmail: 'old@example.com',
          userName: 'Old Resident',
          apartmentId: 'apt-1',
          floor: 3,
          block: 'B',
          number: 'B301',
          rent: 15000,
          status: 'accepted',
          requestDate: AT,
          decidedAt: DECIDED,
          // Leases that predate leases start in the month they were accepted, in Dhaka.
          startMonth: monthIn(DECIDED, 'Asia/Dhaka'),
        });
        expect(await store.coupons.byCode('old5')).toEqual({
          id: 'c-1',
          code: 'Old5',
          description: 'Old',
          discountPercentage: 5,
          isActive: false,
          // Coupons that predate use limits keep working for every month.
          limit: 'every-month',
        });
        expect(await store.announcements.list()).toEqual([
          { id: 'n-1', title: 'Welcome', description: 'Hello', createdAt: AT, version: 0 },
        ]);
        expect(await store.payments.byTransactionId('pi_old')).toEqual({
          id: 'p-1',
          userEmail: 'old@example.com',
          userName: 'Old Resident',
          floor: 3,
          block: 'B',
          number: 'B301',
          rent: 15000,
          month: 'October 2026',
          monthKey: '2026-10',
          discount: 5,
          amountMinor: poisha(1425000),
          couponCode: 'OLD5',
          couponLimit: 'every-month',
          status: 'paid',
          transactionId: 'pi_old',
          paidAt: DECIDED,
          // Payments made before receipts existed are numbered in the order they were paid.
          receiptNumber: 1,
        });
        // The rules still hold on the upgraded rows.
        await expect(
          store.payments.add({
            ...(await store.payments.byTransactionId('pi_old'))!,
            id: 'p-2',
            transactionId: 'pi_new',
          }),
        ).rejects.toMatchObject({ code: 'PAYMENT.MONTH_ALREADY_PAID' });
        // The next payment continues the numbering after the upgraded ones.
        const next = await store.payments.add({
          ...(await store.payments.byTransactionId('pi_old'))!,
          id: 'p-3',
          transactionId: 'pi_next',
          month: '2026-11',
          monthKey: '2026-11',
        });
        expect(next.receiptNumber).toBe(2);
        // And the tables the upgrade added are there and keep their rules.
        expect(await store.processedEvents.markProcessed('evt_after_upgrade')).toBe(true);
        expect(await store.processedEvents.markProcessed('evt_after_upgrade')).toBe(false);
        const intent = {
          id: 'pi_sandbox_new',
          clientSecret: 'pi_sandbox_new_secret_x',
          amountMinor: poisha(1425000),
          currency: 'bdt',
          status: 'requires_payment_method' as const,
          metadata: {
            userEmail: 'old@example.com',
            agreementId: 'agr-1',
            month: 'November 2026',
            monthKey: '2026-11',
            discount: 5,
            couponCode: 'OLD5',
            couponLimit: 'every-month',
          },
          amountRefunded: poisha(0),
          idempotencyKey: 'intent:after-upgrade',
          createdAt: AT,
        };
        expect(await store.sandboxIntents.addOnce(intent)).toEqual(intent);
        expect(await store.sandboxIntents.addOnce({ ...intent, id: 'pi_sandbox_other' })).toEqual(intent);
      } finally {
        await store.close();
      }
      expect(await migrate(db.url, db.options)).toEqual([]);
    },
  );

  it.skipIf(skip !== undefined)('migrate() applies every migration once, and a restart keeps the data', async () => {
    db = make();
    expect(await migrate(db.url, db.options)).toEqual(MIGRATIONS[dialect].map((m) => m.name));
    expect(await migrate(db.url, db.options)).toEqual([]);
    const first = await createMikroOrmPersistence(db.url, db.options);
    await first.announcements.add({
      id: 'n-1',
      title: 'Kept',
      description: 'across restarts',
      createdAt: AT,
      version: 0,
    });
    await first.close();
    const second = await createMikroOrmPersistence(db.url, db.options);
    expect(await second.announcements.list()).toEqual([
      { id: 'n-1', title: 'Kept', description: 'across restarts', createdAt: AT, version: 0 },
    ]);
    await second.close();
  });

  it.skipIf(skip !== undefined)(
    'several instances starting at once on an empty database all start, and the migrations run once',
    async () => {
      db = make();
      const { url, options } = db;
      const stores = await Promise.allSettled(Array.from({ length: 6 }, () => createMikroOrmPersistence(url, options)));
      for (const store of stores) if (store.status === 'fulfilled') await store.value.close();
      expect(stores.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(
        Array.from({ length: 6 }, () => 'started'),
      );
      expect(await migrate(url, options)).toEqual([]);
    },
  );

  it.skipIf(skip !== undefined)(
    'refuses a language other than English or Bangla, for a user and a notification',
    async () => {
      db = make();
      await migrate(db.url, db.options);
      const orm = await openOrm(db.url, db.options);
      try {
        const connection = (orm.em as EntityManager).getConnection();
        await expect(
          connection.execute(
            `insert into "users" ("id", "email", "name", "photo_url", "role", "language") values ('u-1', 'a@example.com', 'A', '', 'user', 'fr')`,
          ),
        ).rejects.toThrow(/check/i);
        await connection.execute(
          `insert into "users" ("id", "email", "name", "photo_url", "role") values ('u-2', 'b@example.com', 'B', '', 'user')`,
        );
        await expect(connection.execute(`update "users" set "language" = 'fr' where "id" = 'u-2'`)).rejects.toThrow(
          /check/i,
        );
        const createdAt = dialect === 'sqlite' ? AT.getTime() : AT.toISOString();
        await expect(
          connection.execute(
            `insert into "notifications" ("id", "recipient_email", "topic", "subject", "lines", "link", "created_at", "language") values ('n-1', 'b@example.com', 'payments', 's', '[]', '/', ?, 'xx')`,
            [createdAt],
          ),
        ).rejects.toThrow(/check/i);
        await connection.execute(`update "users" set "language" = 'bn' where "id" = 'u-2'`);
      } finally {
        await orm.close(true);
      }
    },
  );

  it.skipIf(skip !== undefined)('gives every column of every entity a migration (a new entity needs one)', async () => {
    const database = make();
    db = database;
    await migrate(database.url, database.options);
    const orm = await openOrm(database.url, database.options);
    try {
      const connection = (orm.em as EntityManager).getConnection();
      const columnsOf = async (table: string) =>
        (dialect === 'sqlite'
          ? await connection.execute<{ name: string }[]>(`select name from pragma_table_info(?)`, [table])
          : await connection.execute<{ name: string }[]>(
              `select column_name as name from information_schema.columns where table_schema = ? and table_name = ?`,
              [database.options.schema, table],
            )
        ).map((row) => row.name);
      const missing: string[] = [];
      for (const meta of Object.values(orm.getMetadata().getAll())) {
        const columns = new Set(await columnsOf(meta.tableName));
        for (const prop of meta.props)
          for (const field of prop.fieldNames ?? [])
            if (!columns.has(field)) missing.push(`${meta.tableName}.${field}`);
      }
      expect(missing).toEqual([]);
    } finally {
      await orm.close(true);
    }
  });
});

/**
 * Upgrading keeps every ended lease readable: a lease the release before ended (before final statements) has no
 * statement and its books read as they were, deposit held; a statement started for it after the upgrade is kept.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/knex';
import { MIGRATIONS } from '../../../adapters/persistence/mikro-orm/migrations/index.ts';
import { createMikroOrmPersistence, openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { StartFinalStatement } from '../../../application/move-out/start-final-statement.ts';
import { FixedClock } from '../../support/fakes.ts';
import { announceSkippedPostgres } from './notice.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from './stores.ts';

announceSkippedPostgres();

/** The last migration of the release before final statements. */
const PREVIOUS_RELEASE = 'Migration20261225000000AdminEmailTopics';
const AT = new Date('2026-12-20T08:30:00.000Z');

const DIALECTS: {
  dialect: 'sqlite' | 'postgresql';
  skip?: string;
  make(): { url: string; schema?: string; dispose(): Promise<void> };
}[] = [
  {
    dialect: 'sqlite',
    make: () => {
      const file = tempSqliteUrl();
      return { url: file.url, dispose: async () => file.cleanup() };
    },
  },
  {
    dialect: 'postgresql',
    ...(TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set' }),
    make: () => {
      const schema = uniqueSchema('final');
      return { url: TEST_DATABASE_URL!, schema, dispose: () => dropSchema(TEST_DATABASE_URL!, schema) };
    },
  },
];

describe.each(DIALECTS)('final statements upgraded on $dialect', ({ dialect, skip, make }) => {
  let dispose: (() => Promise<void>) | undefined;
  let store: Persistence | undefined;
  afterEach(async () => {
    await store?.close();
    await dispose?.();
    store = undefined;
    dispose = undefined;
  });

  it.skipIf(skip !== undefined)('an older ended lease has no statement until one is started for it', async () => {
    const db = make();
    dispose = db.dispose;
    const options = db.schema ? { schema: db.schema } : {};
    expect(MIGRATIONS[dialect].map((m) => m.name)).toContain(PREVIOUS_RELEASE);
    const orm = await openOrm(db.url, options);
    try {
      await orm.getMigrator().up({ to: PREVIOUS_RELEASE });
      const date = dialect === 'sqlite' ? AT.getTime() : AT.toISOString();
      const sql = (orm.em as EntityManager).getConnection();
      await sql.execute(
        `insert into "agreements" ("id", "user_email", "user_name", "apartment_id", "floor", "block", "number", "rent", "status", "request_date", "start_month", "end_month", "ended_at", "deposit") values ('agr-old', 'rafiq@example.com', 'Rafiq', 'apt-1', 1, 'A', 'A101', 12000, 'ended', ?, '2026-10', '2026-12', ?, 24000)`,
        [date, date],
      );
      await sql.execute(
        `insert into "ledger_entries" ("id", "lease_id", "type", "kind", "month", "label", "amount_minor", "by_whom", "at") values ('deposit:agr-old', 'agr-old', 'charge', 'deposit', '2026-10', 'Security deposit', 2400000, 'admin@example.com', ?)`,
        [date],
      );
    } finally {
      await orm.close(true);
    }

    store = await createMikroOrmPersistence(db.url, options);
    expect(await store.finalStatements.byLease('agr-old')).toBeUndefined();
    expect(await store.finalStatements.list()).toEqual([]);
    const old = (await store.agreements.byId('agr-old'))!;
    expect(old).toMatchObject({ status: 'ended', endMonth: '2026-12' });
    expect((await store.ledger.listFor('agr-old')).map((e) => e.id)).toEqual(['deposit:agr-old']);
    await new StartFinalStatement(store.finalStatements, new FixedClock(AT)).execute(old);
    expect(await store.finalStatements.byLease('agr-old')).toMatchObject({
      leaseId: 'agr-old',
      userEmail: 'rafiq@example.com',
      state: 'draft',
      version: 1,
      deductions: [],
    });
  });
});

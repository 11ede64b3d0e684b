/**
 * Item 5: the business races through HTTP, on SQLite and on PostgreSQL (each in a database of its own, dropped
 * afterwards). The scenarios are in support/races.ts; the same ones run across two processes in
 * two-instances.test.ts.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { startTestApi, type TestApi } from '../support/api.ts';
import { dropSchema, tempSqliteUrl, uniqueSchema } from '../adapters/persistence/stores.ts';
import { figures } from '../security/support/figures.ts';
import {
  acceptRace,
  applyRace,
  describeTally,
  recordRace,
  sameTransactionRace,
  type Driver,
  type Outcome,
} from './support/races.ts';

export const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const fig = figures('races');
afterAll(() => fig.print());

function driverFor(api: TestApi): Driver {
  return {
    call: (_n, method, path, options) => api.call(method, path, options),
    user: (label) => api.user(label),
    admin: (label) => api.admin(label),
    refunded: (id) =>
      api.store.inRequestContext(async () => ((await api.store.sandboxIntents.byId(id))?.amountRefunded ?? 0) > 0),
  };
}

const DATABASES = [
  {
    name: 'sqlite',
    async open() {
      const file = tempSqliteUrl();
      return { persistence: await createMikroOrmPersistence(file.url), cleanup: async () => file.cleanup() };
    },
  },
  {
    name: 'postgresql',
    async open() {
      const schema = uniqueSchema('races');
      return {
        persistence: await createMikroOrmPersistence(POSTGRES_URL, { schema }),
        cleanup: () => dropSchema(POSTGRES_URL, schema),
      };
    },
  },
];

describe.each(DATABASES)('races on $name', (db) => {
  let api: TestApi;
  let cleanup: () => Promise<void>;
  let driver: Driver;
  beforeAll(async () => {
    const opened = await db.open();
    cleanup = opened.cleanup;
    api = await startTestApi({ persistence: opened.persistence });
    driver = driverFor(api);
  });
  afterAll(async () => {
    await api?.close();
    await cleanup?.();
  });

  const record = (outcome: Outcome) => fig.add(`races ${db.name}`, outcome.scenario, describeTally(outcome.tally));

  it('two admins accepting two requests for one apartment: one accepted, one 409, loser untouched', async () => {
    record(await acceptRace(driver, 3));
  });
  it('one user applying ten times at once: one agreement, nine 409', async () => {
    record(await applyRace(driver, 10));
  });
  it('twenty succeeded charges for one month reported at once: one payment, nineteen 409 and refunded', async () => {
    record(await recordRace(driver, 20));
  });
  it('one charge reported ten times at once: recorded once, never refunded', async () => {
    record(await sameTransactionRace(driver, 10));
  });
});

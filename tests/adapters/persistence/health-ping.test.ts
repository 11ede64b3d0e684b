/**
 * The health check's ping on the SQL stores: checks that arrive together share one ping on the way, and a check that
 * arrives after it landed sends its own, so an answer never comes from a ping older than the request. On a SQLite
 * file the ping reads the file on the read connection, so it answers while a transaction holds the ORM's connection.
 */
import { AbstractSqlConnection } from '@mikro-orm/knex';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SQLITE_PING } from '../../../adapters/persistence/mikro-orm/db.ts';
import { SqliteReader } from '../../../adapters/persistence/mikro-orm/sqlite-reader.ts';
import { STORE_KINDS, type StoreHandle } from './stores.ts';

/** Counts the pings that reach the database, and makes the next one fail as a database gone away would. */
function watchPings(kind: string) {
  if (kind === 'sqlite') {
    const all = vi.spyOn(SqliteReader.prototype, 'all');
    return {
      count: () => all.mock.calls.filter(([sql]) => sql === SQLITE_PING).length,
      failNext: () =>
        all.mockImplementationOnce(() => {
          throw Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR' });
        }),
    };
  }
  const execute = vi.spyOn(AbstractSqlConnection.prototype, 'execute');
  return {
    count: () => execute.mock.calls.filter(([sql]) => sql === 'select 1').length,
    failNext: () =>
      execute.mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
  };
}

describe.each(STORE_KINDS.filter((kind) => kind.name !== 'memory'))('health ping on $name', (kind) => {
  let store: StoreHandle | undefined;
  afterAll(async () => {
    vi.restoreAllMocks();
    await store?.close();
  });

  it.skipIf(kind.unavailable !== undefined)('shares a ping under way, and sends a new one once it landed', async () => {
    store = await kind.open();
    const pings = watchPings(kind.name);

    await Promise.all(Array.from({ length: 20 }, () => store!.persistence.ping()));
    expect(pings.count()).toBe(1);
    await store.persistence.ping();
    await store.persistence.ping();
    expect(pings.count()).toBe(3);

    // A ping that fails fails every check sharing it, and the next check asks the database again.
    pings.failNext();
    const failed = await Promise.allSettled([store.persistence.ping(), store.persistence.ping()]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    await expect(store.persistence.ping()).resolves.toBeUndefined();
    expect(pings.count()).toBe(5);
    vi.restoreAllMocks();
  });

  it.skipIf(kind.unavailable !== undefined)('answers while a transaction is under way', async () => {
    store ??= await kind.open();
    const persistence = store.persistence;
    const order: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    const transaction = persistence.uow.run(async () => {
      await persistence.apartments.listAll();
      entered();
      await released;
      order.push('transaction');
    });
    await inside;
    const pinged = persistence.ping().then(() => order.push('ping'));
    // The transaction ends once the ping has answered, or after a second if the ping waits for it: never a deadlock.
    const fallback = setTimeout(release, 1000);
    await pinged.finally(release);
    await transaction;
    clearTimeout(fallback);
    expect(order).toEqual(['ping', 'transaction']);
  });
});

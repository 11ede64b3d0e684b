/**
 * The health check's ping on the SQL stores: checks that arrive together share one `select 1` on the way, and a
 * check that arrives after it landed sends its own, so an answer never comes from a ping older than the request.
 */
import { AbstractSqlConnection } from '@mikro-orm/knex';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { STORE_KINDS, type StoreHandle } from './stores.ts';

describe.each(STORE_KINDS.filter((kind) => kind.name !== 'memory'))('health ping on $name', (kind) => {
  let store: StoreHandle | undefined;
  afterAll(async () => {
    vi.restoreAllMocks();
    await store?.close();
  });

  it.skipIf(kind.unavailable !== undefined)('shares a ping under way, and sends a new one once it landed', async () => {
    store = await kind.open();
    const execute = vi.spyOn(AbstractSqlConnection.prototype, 'execute');
    const pings = () => execute.mock.calls.filter(([sql]) => sql === 'select 1').length;

    await Promise.all(Array.from({ length: 20 }, () => store!.persistence.ping()));
    expect(pings()).toBe(1);
    await store.persistence.ping();
    await store.persistence.ping();
    expect(pings()).toBe(3);

    // A ping that fails fails every check sharing it, and the next check asks the database again.
    execute.mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
    const failed = await Promise.allSettled([store.persistence.ping(), store.persistence.ping()]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    await expect(store.persistence.ping()).resolves.toBeUndefined();
    expect(pings()).toBe(5);
  });
});

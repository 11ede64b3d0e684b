/**
 * The SQL stores read the caller's row once for all the signed-in requests that arrive together: one statement for
 * every email asked for in the same turn of the event loop, each caller given its own row, and the statement made
 * after each of them asked, so a change committed before a request (by this server or another) shows in its answer.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { Db } from '../../../adapters/persistence/mikro-orm/db.ts';
import { aUser } from '../../support/builders.ts';
import { STORE_KINDS, type StoreHandle } from './stores.ts';

describe.each(STORE_KINDS.filter((kind) => kind.name !== 'memory'))('callers read together on $name', (kind) => {
  let store: StoreHandle | undefined;
  afterAll(async () => {
    vi.restoreAllMocks();
    await store?.close();
  });

  it.skipIf(kind.unavailable !== undefined)(
    'reads the callers of one turn in one statement, each their own row, and sees a change made before the next',
    async () => {
      store = await kind.open();
      const { users } = store.persistence;
      const people = ['ana@example.com', 'bo@example.com', 'cy@example.com'];
      for (const email of people) await users.save(aUser().withId(`user-${email}`).withEmail(email).build());
      const query = vi.spyOn(Db.prototype, 'query');
      const userReads = () => query.mock.calls.filter(([sql]) => /from users u where u\.email in/.test(sql)).length;

      const asked = [...people, 'BO@Example.com', 'nobody@example.com'];
      const found = await Promise.all(asked.map((email) => users.byEmail(email)));
      expect(found.map((user) => user?.email)).toEqual([...people, 'bo@example.com', undefined]);
      expect(userReads()).toBe(1);

      // Another process makes Bo an admin; Bo's next request reads the row again and is an admin.
      const other = await store.another();
      try {
        expect(await other.users.changeRole('bo@example.com', 'user', 'admin')).toBe(true);
      } finally {
        await other.close();
      }
      expect((await users.byEmail('bo@example.com'))?.role).toBe('admin');
      expect(userReads()).toBe(2);
    },
  );
});

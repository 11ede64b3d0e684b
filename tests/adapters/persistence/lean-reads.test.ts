/**
 * The hot reads are plain SQL statements (a performance measure, see tests/bench). They must still join the current
 * unit of work: on SQLite's single connection a read outside it would wait for the transaction forever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../../domain/user.ts';
import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { tempSqliteUrl } from './stores.ts';

const file = tempSqliteUrl();
let store: Persistence;
beforeAll(async () => {
  store = await createMikroOrmPersistence(file.url);
});
afterAll(async () => {
  await store.close();
  file.cleanup();
});

describe('lean reads inside a unit of work (SQLite)', () => {
  it("see the transaction's own writes instead of waiting for it", async () => {
    const user = newUser('u-lean', 'lean@example.test', 'Lean', '');
    const apartment = { id: 'apt-lean', image: '/a.jpg', floor: 1, block: 'A', number: '101', rent: 5000 };
    const [found, page] = await store.uow.run(async () => {
      await store.users.save(user);
      await store.apartments.addMissing([apartment]);
      return [
        await store.users.byEmail('lean@example.test'),
        await store.apartments.page({ minRent: 5000 }, { page: 1, limit: 6 }),
      ] as const;
    });
    expect(found).toEqual(user);
    expect(page).toEqual({ items: [{ ...apartment, available: true }], total: 1 });
  });
});

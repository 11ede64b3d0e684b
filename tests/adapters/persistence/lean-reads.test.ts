/**
 * The hot reads are plain SQL statements (a performance measure, see tests/bench). Inside a unit of work they join
 * it (on SQLite's single ORM connection a read outside it would wait for the transaction forever); outside one, on
 * SQLite, they run on a read connection of their own (sqlite-reader.ts), which sees exactly what is committed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser } from '../../../domain/members/user.ts';
import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { SqliteReader } from '../../../adapters/persistence/mikro-orm/sqlite-reader.ts';
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

describe('lean reads outside a unit of work (SQLite read connection)', () => {
  it('see a write as soon as it is committed, and never one that is not', async () => {
    const user = newUser('u-outside', 'outside@example.test', 'Outside', '');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const inside = new Promise<void>((resolve) => (written = resolve));
    const work = store.uow.run(async () => {
      await store.users.save(user);
      written();
      await held;
    });
    await inside;
    // The transaction is open and holds the write: a read outside it answers at once, without it.
    expect(await store.users.byEmail('outside@example.test')).toBeUndefined();
    release();
    await work;
    expect(await store.users.byEmail('outside@example.test')).toEqual(user);
  });

  it('cannot write', () => {
    const reader = new SqliteReader(file.path);
    try {
      expect(() => reader.all(`delete from users returning id`, [])).toThrow(/readonly|read-only|query_only/i);
    } finally {
      reader.close();
    }
  });
});

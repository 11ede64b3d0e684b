/**
 * The SQL adapters answer the apartments page from a catalogue index kept in memory (CachedApartments), around the
 * plain repository's SQL page. Both ways must give the same pages, a page of an unchanged catalogue must be one
 * statement that neither counts nor skips rows (what keeps its cost flat as the building grows), and any change to
 * the catalogue, by the app or by plain SQL outside it, must show at once.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { MikroORM } from '@mikro-orm/core';
import { SqlEntityManager } from '@mikro-orm/knex';
import { inRentRange, type RentRange } from '../../../domain/apartments/apartment.ts';
import { offsetOf } from '../../../domain/shared/paging.ts';
import { openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { Db } from '../../../adapters/persistence/mikro-orm/db.ts';
import { MikroOrmApartments } from '../../../adapters/persistence/apartments/repository.ts';
import { CachedApartments } from '../../../adapters/persistence/apartments/cached-repository.ts';
import { CatalogueIndex } from '../../../adapters/persistence/apartments/catalogue-index.ts';
import { anApartment } from '../../support/builders.ts';
import { announceSkippedPostgres } from './notice.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from './stores.ts';
import { migrateUpTo } from './databases.ts';

announceSkippedPostgres();

describe('CatalogueIndex', () => {
  it('answers like filter and slice over the sorted catalogue (property)', () => {
    const rent = fc.integer({ min: 0, max: 30 });
    const catalogue = fc
      .array(rent, { maxLength: 200 })
      .map((rents) => rents.sort((a, b) => a - b).map((r, i) => ({ rent: r, id: `id-${i}` })));
    const bound = fc.option(fc.integer({ min: -2, max: 32 }), { nil: undefined });
    const query = fc.record({
      minRent: bound,
      maxRent: bound,
      page: fc.integer({ min: 1, max: 60 }),
      limit: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(catalogue, query, (entries, { minRent, maxRent, page, limit }) => {
        const matching = entries.filter((e) => inRentRange(e.rent, { minRent, maxRent })).map((e) => e.id);
        const start = offsetOf({ page, limit });
        expect(CatalogueIndex.of('v', entries).page({ minRent, maxRent }, { page, limit })).toEqual({
          ids: matching.slice(start, start + limit),
          total: matching.length,
        });
      }),
      { numRuns: 2_000 },
    );
  });
});

const DIALECTS = [
  {
    dialect: 'sqlite',
    async open() {
      const file = tempSqliteUrl();
      return { orm: await openOrm(file.url), dispose: async () => file.cleanup() };
    },
  },
  {
    dialect: 'postgresql',
    ...(TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set' }),
    async open() {
      const schema = uniqueSchema('apartments_index');
      return {
        orm: await openOrm(TEST_DATABASE_URL!, { schema }),
        dispose: () => dropSchema(TEST_DATABASE_URL!, schema),
      };
    },
  },
] as const;

// Sixty apartments on twelve rents, so that most rents are shared and pages split them.
const building = Array.from({ length: 60 }, (_, i) =>
  anApartment()
    .withId(`apt-${(i * 17) % 60}`)
    .withRent(1_000 + ((i * 7) % 12) * 100)
    .at('I', i % 5, `I${i}`)
    .build(),
);

describe.each(DIALECTS)('apartments index on $dialect', (target) => {
  const skip = 'skip' in target ? target.skip : undefined;
  let orm: MikroORM;
  let dispose: () => Promise<void>;
  let indexed: CachedApartments;
  let plain: MikroOrmApartments;

  beforeAll(async () => {
    if (skip) return;
    ({ orm, dispose } = await target.open());
    await migrateUpTo(orm);
    const db = new Db(orm);
    plain = new MikroOrmApartments(db);
    indexed = new CachedApartments(plain, db);
    await indexed.addMissing(building);
  });
  afterAll(async () => {
    if (skip) return;
    await orm.close(true);
    await dispose();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it.skipIf(skip !== undefined)('gives the same pages as plain SQL for every edge of a range', async () => {
    const rents = [undefined, 999, 1_000, 1_050, 1_100, 1_600, 2_100, 2_101];
    for (const minRent of rents)
      for (const maxRent of rents)
        for (const page of [1, 2, 4, 20]) {
          const range: RentRange = { minRent, maxRent };
          const request = { page, limit: 7 };
          expect(await indexed.page(range, request), JSON.stringify({ range, page })).toEqual(
            await plain.page(range, request),
          );
        }
  });

  it.skipIf(skip !== undefined)(
    'hands every caller of a kept page the same object, which none can change',
    async () => {
      const range = { minRent: 1_000, maxRent: 1_200 };
      const first = await indexed.page(range, { page: 1, limit: 3 });
      const again = await indexed.page(range, { page: 1, limit: 3 });
      expect(again).toBe(first);
      expect(Object.isFrozen(again) && Object.isFrozen(again.items) && again.items.every(Object.isFrozen)).toBe(true);
      expect(() => {
        (again.items as unknown as unknown[]).push({});
      }).toThrow(TypeError);
    },
  );

  it.skipIf(skip !== undefined)('answers a page read before after reading only the version row', async () => {
    const range = { minRent: 1_100, maxRent: 1_300 };
    const first = await indexed.page(range, { page: 2, limit: 6 });
    const execute = vi.spyOn(SqlEntityManager.prototype, 'execute');
    expect(await indexed.page(range, { page: 2, limit: 6 })).toEqual(first);
    const statements = execute.mock.calls.map(([sql]) => String(sql).toLowerCase());
    expect(statements).toEqual([expect.stringMatching(/^select "version", "availability" from "catalogue_versions"/)]);
  });

  it.skipIf(skip !== undefined)(
    'shares one read of the version row among the requests that arrive together, and reads it again for a later one',
    async () => {
      const range = { minRent: 1_300, maxRent: 1_500 };
      const request = { page: 1, limit: 6 };
      const kept = await indexed.page(range, request);
      const execute = vi.spyOn(SqlEntityManager.prototype, 'execute');
      const versionReads = () =>
        execute.mock.calls.filter(([sql]) => /from "catalogue_versions"/.test(String(sql))).length;

      const together = await Promise.all(Array.from({ length: 10 }, () => indexed.page(range, request)));
      expect(together.every((page) => page === kept)).toBe(true);
      expect(versionReads()).toBe(1);

      // Once that read has been made, a change and then a request: the request reads the row anew and sees it.
      const connection = (orm.em as SqlEntityManager).getConnection();
      await connection.execute(`update apartments set rent = 1301 where id = ?`, [kept.items[0]!.id]);
      const after = await indexed.page(range, request);
      expect(versionReads()).toBeGreaterThan(1);
      expect(after.items.find((a) => a.id === kept.items[0]!.id)?.rent).toBe(1301);
      await connection.execute(`update apartments set rent = ? where id = ?`, [kept.items[0]!.rent, kept.items[0]!.id]);
    },
  );

  it.skipIf(skip !== undefined)(
    'shows an agreement accepted or ended by plain SQL, outside the app, at once',
    async () => {
      const range = { minRent: 1_000, maxRent: 1_000 };
      const availability = async () => (await indexed.page(range, { page: 1, limit: 6 })).items.map((a) => a.available);
      const [target] = (await indexed.page(range, { page: 1, limit: 6 })).items;
      expect(await availability()).not.toContain(false);
      const connection = (orm.em as SqlEntityManager).getConnection();
      await connection.execute(
        `insert into agreements (id, user_email, user_name, apartment_id, floor, block, number, rent, status, request_date)
       values ('agr-sql', 'sql@example.com', 'Sql', ?, 1, 'I', 'I1', 1000, 'accepted', ?)`,
        [target!.id, new Date().toISOString()],
      );
      expect((await availability())[0]).toBe(false);
      await connection.execute(`update agreements set status = 'ended' where id = 'agr-sql'`);
      expect(await availability()).not.toContain(false);
      await connection.execute(`delete from agreements where id = 'agr-sql'`);
    },
  );

  it.skipIf(skip !== undefined)(
    'gives the same free flats as plain SQL, and a lease made or ended by plain SQL on the next read',
    async () => {
      const filter = { minRent: 1_100, maxRent: 1_500, availableOnly: true };
      const request = { page: 2, limit: 4 };
      const before = await indexed.page(filter, request);
      expect(before).toEqual(await plain.page(filter, request));
      const [target] = before.items;
      const connection = (orm.em as SqlEntityManager).getConnection();
      await connection.execute(
        `insert into agreements (id, user_email, user_name, apartment_id, floor, block, number, rent, status, request_date)
       values ('agr-free', 'free@example.com', 'Free', ?, 1, 'I', 'I1', 1000, 'accepted', ?)`,
        [target!.id, new Date().toISOString()],
      );
      const leased = await indexed.page(filter, request);
      expect(leased.total).toBe(before.total - 1);
      expect(leased.items.map((a) => a.id)).not.toContain(target!.id);
      expect(leased).toEqual(await plain.page(filter, request));
      // Every listed flat still counts it, marked let.
      const all = await indexed.page({ minRent: 1_100, maxRent: 1_500 }, { page: 1, limit: 50 });
      expect(all.items.find((a) => a.id === target!.id)?.available).toBe(false);

      await connection.execute(`update agreements set status = 'ended' where id = 'agr-free'`);
      expect(await indexed.page(filter, request)).toEqual(before);
      await connection.execute(`delete from agreements where id = 'agr-free'`);
    },
  );

  it.skipIf(skip !== undefined)('reads an unchanged catalogue in one statement, with no count or offset', async () => {
    await indexed.page({ minRent: 1_200 }, { page: 1, limit: 6 });
    const execute = vi.spyOn(SqlEntityManager.prototype, 'execute');
    const page = await indexed.page({ minRent: 1_200, maxRent: 1_800 }, { page: 3, limit: 6 });
    expect(page.items).toHaveLength(6);
    const statements = execute.mock.calls.map(([sql]) => String(sql).toLowerCase());
    expect(statements).toHaveLength(1);
    expect(statements[0]).not.toMatch(/count\(|offset/);
  });

  it.skipIf(skip !== undefined)(
    'shows a rent changed, a flat added or one removed by plain SQL, outside the app, at once',
    async () => {
      const connection = (orm.em as SqlEntityManager).getConnection();
      const range = { minRent: 1_000, maxRent: 1_000 };
      const request = { page: 1, limit: 50 };
      const before = await indexed.page(range, request);
      const [first] = before.items;

      await connection.execute(`update apartments set rent = 1001 where id = ?`, [first!.id]);
      const repriced = await indexed.page(range, request);
      expect(repriced.total).toBe(before.total - 1);
      expect(repriced).toEqual(await plain.page(range, request));

      await connection.execute(
        `insert into apartments (id, image, floor, block, number, rent) values ('apt-sql', '/x.jpg', 9, 'I', 'I99', 1000)`,
      );
      const added = await indexed.page(range, request);
      expect(added.items.map((a) => a.id)).toContain('apt-sql');
      expect(added).toEqual(await plain.page(range, request));

      await connection.execute(`delete from apartments where id = 'apt-sql'`);
      await connection.execute(`update apartments set rent = 1000 where id = ?`, [first!.id]);
      expect(await indexed.page(range, request)).toEqual(before);
    },
  );
});

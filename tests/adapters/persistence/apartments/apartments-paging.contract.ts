import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Apartment, RentRange } from '../../../../domain/apartments/apartment.ts';
import type { PageRequest } from '../../../../domain/shared/paging.ts';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { anAgreement, anApartment, aUser } from '../../../support/builders.ts';
import { withAnother, type Store } from '../stores.ts';

/**
 * What every adapter's page must equal, written out here rather than taken from the code under test: the apartments
 * whose rent is at least minRent and at most maxRent (each bound included, an absent one no bound), by rent and then
 * id in code-point order, and of those the `limit` that follow the first (page - 1) * limit.
 */
function expectedPage(all: readonly Apartment[], { minRent, maxRent }: RentRange, { page, limit }: PageRequest) {
  const matching = all
    .filter((a) => (minRent === undefined || a.rent >= minRent) && (maxRent === undefined || a.rent <= maxRent))
    .sort((a, b) => a.rent - b.rent || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const skipped = (page - 1) * limit;
  return { ids: matching.slice(skipped, skipped + limit).map((a) => a.id), total: matching.length };
}

const idsAndTotal = async (s: Persistence, range: RentRange, request: PageRequest) => {
  const { items, total } = await s.apartments.page(range, request);
  return { ids: items.map((a) => a.id), total };
};

const flat = (id: string, rent: number, block = 'P') =>
  anApartment().withId(id).withRent(rent).at(block, 1, id).build();

/*
 * The page's order and total must hold at every edge of a rent range, and stay true while the catalogue grows from
 * another store on the same database and agreements change availability.
 */
export function apartmentsPagingContract(store: Store) {
  describe('Apartments paging', () => {
    // Three apartments at 7 000 and two at 12 000, ids chosen so code-point order differs from insertion order.
    const building = [
      flat('p-m', 7_000),
      flat('p-Z', 12_000),
      flat('p-c', 5_000),
      flat('p-B', 7_000),
      flat('p-a', 12_000),
      flat('p-x', 9_000),
      flat('p-A', 7_000),
    ];

    it('has a model of a page that gives the pages worked out by hand', () => {
      expect(expectedPage(building, {}, { page: 1, limit: 10 })).toEqual({
        ids: ['p-c', 'p-A', 'p-B', 'p-m', 'p-x', 'p-Z', 'p-a'],
        total: 7,
      });
      expect(expectedPage(building, { minRent: 7_000 }, { page: 2, limit: 4 })).toEqual({
        ids: ['p-Z', 'p-a'],
        total: 6,
      });
      expect(expectedPage(building, { minRent: 5_001, maxRent: 9_000 }, { page: 2, limit: 2 })).toEqual({
        ids: ['p-m', 'p-x'],
        total: 4,
      });
      expect(expectedPage(building, { minRent: 9_000, maxRent: 7_000 }, { page: 1, limit: 6 })).toEqual({
        ids: [],
        total: 0,
      });
    });

    it('answers each edge of a rent range with the right ids and total', async () => {
      await store().apartments.addMissing(building);
      const page = (range: RentRange, page = 1, limit = 10) => idsAndTotal(store(), range, { page, limit });
      const all = ['p-c', 'p-A', 'p-B', 'p-m', 'p-x', 'p-Z', 'p-a'];
      expect(await page({})).toEqual({ ids: all, total: 7 });
      expect(await page({ minRent: 7_000 })).toEqual({ ids: all.slice(1), total: 6 });
      expect(await page({ minRent: 7_001 })).toEqual({ ids: ['p-x', 'p-Z', 'p-a'], total: 3 });
      expect(await page({ maxRent: 7_000 })).toEqual({ ids: ['p-c', 'p-A', 'p-B', 'p-m'], total: 4 });
      expect(await page({ maxRent: 6_999 })).toEqual({ ids: ['p-c'], total: 1 });
      expect(await page({ minRent: 7_000, maxRent: 7_000 })).toEqual({ ids: ['p-A', 'p-B', 'p-m'], total: 3 });
      expect(await page({ minRent: 12_000, maxRent: 12_000 })).toEqual({ ids: ['p-Z', 'p-a'], total: 2 });
      expect(await page({ minRent: 5_000, maxRent: 12_000 })).toEqual({ ids: all, total: 7 });
      expect(await page({ minRent: 5_001, maxRent: 11_999 })).toEqual({ ids: ['p-A', 'p-B', 'p-m', 'p-x'], total: 4 });
      expect(await page({ minRent: 0, maxRent: 100_000 })).toEqual({ ids: all, total: 7 });
      // Nothing matches: between two rents, above them all, below them all, or a range the wrong way round.
      expect(await page({ minRent: 10_000, maxRent: 11_000 })).toEqual({ ids: [], total: 0 });
      expect(await page({ minRent: 12_001 })).toEqual({ ids: [], total: 0 });
      expect(await page({ maxRent: 4_999 })).toEqual({ ids: [], total: 0 });
      expect(await page({ minRent: 9_000, maxRent: 7_000 })).toEqual({ ids: [], total: 0 });
    });

    it('pages through a range: full pages, a last partial page, then empty pages that keep the total', async () => {
      await store().apartments.addMissing(building);
      const range = { minRent: 7_000 };
      const page = (n: number) => idsAndTotal(store(), range, { page: n, limit: 4 });
      expect(await page(1)).toEqual({ ids: ['p-A', 'p-B', 'p-m', 'p-x'], total: 6 });
      expect(await page(2)).toEqual({ ids: ['p-Z', 'p-a'], total: 6 });
      expect(await page(3)).toEqual({ ids: [], total: 6 });
      expect(await page(1_000)).toEqual({ ids: [], total: 6 });
      // A page that splits the apartments sharing one rent.
      expect(await idsAndTotal(store(), { minRent: 7_000, maxRent: 7_000 }, { page: 2, limit: 2 })).toEqual({
        ids: ['p-m'],
        total: 3,
      });
    });

    it('answers an empty building', async () => {
      expect(await idsAndTotal(store(), {}, { page: 1, limit: 6 })).toEqual({ ids: [], total: 0 });
      expect(await idsAndTotal(store(), { minRent: 1, maxRent: 2 }, { page: 3, limit: 6 })).toEqual({
        ids: [],
        total: 0,
      });
    });

    it('sees apartments another store on the same database added, at once', async () => {
      await store().apartments.addMissing(building.slice(0, 3));
      expect(await idsAndTotal(store(), {}, { page: 1, limit: 2 })).toEqual({ ids: ['p-c', 'p-m'], total: 3 });
      await withAnother(store, async (other) => {
        expect(await other.apartments.addMissing(building)).toBe(4);
        expect(await idsAndTotal(store(), {}, { page: 1, limit: 2 })).toEqual({ ids: ['p-c', 'p-A'], total: 7 });
        expect(await idsAndTotal(store(), { minRent: 12_000 }, { page: 1, limit: 6 })).toEqual({
          ids: ['p-Z', 'p-a'],
          total: 2,
        });
        // Nothing new: the pages stay as they were.
        expect(await other.apartments.addMissing(building)).toBe(0);
        expect(await idsAndTotal(store(), {}, { page: 4, limit: 2 })).toEqual({ ids: ['p-a'], total: 7 });
        // And the other way round: the other store sees this one's additions.
        expect(await idsAndTotal(other, {}, { page: 1, limit: 1 })).toEqual({ ids: ['p-c'], total: 7 });
        await store().apartments.addMissing([flat('p-0', 1_000)]);
        expect(await idsAndTotal(other, {}, { page: 1, limit: 1 })).toEqual({ ids: ['p-0'], total: 8 });
      });
    });

    it('never keeps apartments whose unit of work rolled back, even once another store adds as many', async () => {
      await store().apartments.addMissing(building);
      const boom = new Error('boom');
      await expect(
        store().uow.run(async () => {
          await store().apartments.addMissing([flat('p-rolled-back', 1_000)]);
          // Read inside the unit of work, which sees its own insert.
          expect(await idsAndTotal(store(), {}, { page: 1, limit: 1 })).toEqual({ ids: ['p-rolled-back'], total: 8 });
          throw boom;
        }),
      ).rejects.toBe(boom);
      await withAnother(store, async (other) => {
        expect(await idsAndTotal(other, {}, { page: 1, limit: 1 })).toEqual({ ids: ['p-c'], total: 7 });
        // As many changes as the rolled-back unit of work made, with a different apartment, and no read by this store
        // in between: its next page must show this apartment, not the one it read inside the unit of work.
        await other.apartments.addMissing([flat('p-committed', 2_000)]);
      });
      // (A range that leaves the rolled-back apartment out, so that only the total and the order can tell.)
      expect(await idsAndTotal(store(), { minRent: 2_000 }, { page: 1, limit: 1 })).toEqual({
        ids: ['p-committed'],
        total: 8,
      });
      expect(await idsAndTotal(store(), { maxRent: 1_000 }, { page: 1, limit: 1 })).toEqual({ ids: [], total: 0 });
    });

    it('shows availability as it is now, on the next read, with no change to the catalogue', async () => {
      await store().apartments.addMissing(building);
      const available = async () =>
        Object.fromEntries(
          (await store().apartments.page({ minRent: 7_000, maxRent: 7_000 }, { page: 1, limit: 6 })).items.map((a) => [
            a.id,
            a.available,
          ]),
        );
      expect(await available()).toEqual({ 'p-A': true, 'p-B': true, 'p-m': true });
      const rahim = aUser().build();
      const pending = anAgreement().withId('agr-p').by(rahim).on(building[3]!).build();
      await store().agreements.add(pending);
      expect(await available()).toEqual({ 'p-A': true, 'p-B': true, 'p-m': true });
      await store().agreements.update({ ...pending, status: 'accepted', decidedAt: new Date() }, 'pending');
      expect(await available()).toEqual({ 'p-A': true, 'p-B': false, 'p-m': true });
      // Accepted through another store on the same database, too.
      await withAnother(store, async (other) => {
        const karim = aUser().withId('user-karim').withEmail('karim@example.com').build();
        await other.agreements.add(anAgreement().withId('agr-k').by(karim).on(building[0]!).accepted().build());
      });
      expect(await available()).toEqual({ 'p-A': true, 'p-B': false, 'p-m': false });
      await store().agreements.update(
        { ...pending, status: 'ended', decidedAt: new Date(), endedAt: new Date() },
        'accepted',
      );
      expect(await available()).toEqual({ 'p-A': true, 'p-B': true, 'p-m': false });
      // An acceptance read inside its unit of work, which then rolls back, is never shown afterwards.
      const mina = aUser().withId('user-mina').withEmail('mina@example.com').build();
      const boom = new Error('boom');
      await expect(
        store().uow.run(async () => {
          await store().agreements.add(anAgreement().withId('agr-m').by(mina).on(building[6]!).accepted().build());
          expect(await available()).toEqual({ 'p-A': false, 'p-B': true, 'p-m': false });
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(await available()).toEqual({ 'p-A': true, 'p-B': true, 'p-m': false });
    });

    it('answers every read consistently while another store adds apartments in batches', async () => {
      await store().apartments.addMissing(building);
      // Four batches of the SQL adapters' 500 rows, rents spread through the existing ones.
      const batch = Array.from({ length: 2_000 }, (_, i) =>
        flat(`q-${String(i).padStart(4, '0')}`, 4_000 + ((i * 37) % 9_000), 'Q'),
      );
      const committedPrefixes = [0, 500, 1_000, 1_500, 2_000];
      let adding = true;
      const reads: Promise<void>[] = [];
      const reader = async (n: number) => {
        let lastTotal = 0;
        while (adding) {
          const request = { page: 1 + ((n * 7 + lastTotal) % 40), limit: 6 };
          const got = await idsAndTotal(store(), {}, request);
          // A page is the page of one committed state: the building plus the first k batches.
          const added = got.total - building.length;
          expect(committedPrefixes).toContain(added);
          expect(got).toEqual(expectedPage([...building, ...batch.slice(0, added)], {}, request));
          expect(got.total).toBeGreaterThanOrEqual(lastTotal);
          lastTotal = got.total;
        }
      };
      await withAnother(store, async (other) => {
        for (let n = 0; n < 3; n++) reads.push(reader(n));
        try {
          expect(await other.apartments.addMissing(batch)).toBe(2_000);
        } finally {
          adding = false;
        }
        await Promise.all(reads);
      });
      const final = { page: 100, limit: 6 };
      expect(await idsAndTotal(store(), { minRent: 5_000 }, final)).toEqual(
        expectedPage([...building, ...batch], { minRent: 5_000 }, final),
      );
    });

    it('equals filter, sort and slice for random buildings, ranges and pages (property)', async () => {
      const everything: Apartment[] = [];
      let run = 0;
      const id = fc.string({
        unit: fc.constantFrom('a', 'B', 'b', 'Z', '0', '9', '-', '_', '~'),
        minLength: 1,
        maxLength: 4,
      });
      const apartments = fc.uniqueArray(fc.record({ id, rent: fc.integer({ min: 1_000, max: 1_012 }) }), {
        selector: (a) => a.id,
        maxLength: 25,
      });
      const rent = fc.option(fc.integer({ min: 995, max: 1_015 }), { nil: undefined });
      const query = fc.record({
        minRent: rent,
        maxRent: rent,
        page: fc.integer({ min: 1, max: 8 }),
        limit: fc.integer({ min: 1, max: 7 }),
      });
      await fc.assert(
        fc.asyncProperty(apartments, fc.array(query, { minLength: 1, maxLength: 6 }), async (added, queries) => {
          // Each run adds to what earlier runs left, so the catalogue changes between reads too.
          const block = `R${run++}`;
          const fresh = added.map((a) => flat(`${block}-${a.id}`, a.rent, block));
          everything.push(...fresh);
          await store().apartments.addMissing(fresh);
          for (const { minRent, maxRent, page, limit } of queries) {
            const range = { minRent, maxRent };
            expect(await idsAndTotal(store(), range, { page, limit })).toEqual(
              expectedPage(everything, range, { page, limit }),
            );
          }
        }),
        { numRuns: 25 },
      );
    });
  });
}

import { describe, expect, it } from 'vitest';
import { ListApartments } from '../../../application/apartments/list-apartments.ts';
import { anAgreement, anApartment } from '../../support/builders.ts';
import { aWorld, expectRefusal } from '../world.ts';

/** 20 apartments with rents 10 000, 11 000, ... 29 000. */
const building = Array.from({ length: 20 }, (_, i) =>
  anApartment()
    .withId(`apt-${i}`)
    .at('A', 1 + Math.floor(i / 5), `A${i}`)
    .withRent(10_000 + i * 1_000)
    .build(),
);

describe('ListApartments', () => {
  it('pages six at a time, every apartment once, cheapest first', async () => {
    const w = await aWorld({ apartments: building });
    const list = new ListApartments(w.apartments);
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => list.execute({ page })));
    expect(pages.map((p) => p.items.length)).toEqual([6, 6, 6, 2, 0]);
    expect(pages.every((p) => p.total === 20)).toBe(true);
    const rents = pages.flatMap((p) => p.items.map((a) => a.rent));
    expect(rents).toEqual(building.map((a) => a.rent));
  });

  it('starts on page 1', async () => {
    const w = await aWorld({ apartments: building });
    expect((await new ListApartments(w.apartments).execute({})).items.map((a) => a.id)).toEqual([
      'apt-0',
      'apt-1',
      'apt-2',
      'apt-3',
      'apt-4',
      'apt-5',
    ]);
  });

  it('filters by rent, bounds included, and counts only what matches', async () => {
    const w = await aWorld({ apartments: building });
    const page = await new ListApartments(w.apartments).execute({ minRent: 12_000, maxRent: 15_000 });
    expect(page.total).toBe(4);
    expect(page.items.map((a) => a.rent)).toEqual([12_000, 13_000, 14_000, 15_000]);
    expect((await new ListApartments(w.apartments).execute({ minRent: 28_000 })).total).toBe(2);
    expect((await new ListApartments(w.apartments).execute({ maxRent: 10_000 })).total).toBe(1);
    expect((await new ListApartments(w.apartments).execute({ minRent: 20_000, maxRent: 20_000 })).total).toBe(1);
  });

  it('refuses a minimum rent above the maximum', async () => {
    const w = await aWorld({ apartments: building });
    await expectRefusal(
      new ListApartments(w.apartments).execute({ minRent: 20_000, maxRent: 10_000 }),
      'VALIDATION.INVALID_INPUT',
    );
  });

  it('marks a rented apartment unavailable, and only that one', async () => {
    const w = await aWorld({ apartments: building, agreements: [anAgreement().on(building[0]!).accepted().build()] });
    const { items } = await new ListApartments(w.apartments).execute({});
    expect(items.map((a) => a.available)).toEqual([false, true, true, true, true, true]);
  });
});

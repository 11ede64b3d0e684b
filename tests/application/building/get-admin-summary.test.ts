import { describe, expect, it } from 'vitest';
import { GetAdminSummary } from '../../../application/building/get-admin-summary.ts';
import { ListApartments } from '../../../application/apartments/list-apartments.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld } from '../world.ts';

const building = Array.from({ length: 24 }, (_, i) => anApartment().withId(`apt-${i}`).at('A', 1, `A${i}`).build());
const users = [
  aUser().withId('u1').withEmail('one@example.com').build(),
  aUser().withId('u2').withEmail('two@example.com').member().build(),
  aUser().withId('u3').withEmail('three@example.com').member().build(),
  aUser().withId('u4').withEmail('admin@example.com').admin().build(),
];
const agreements = [
  anAgreement().withId('g1').by({ email: 'two@example.com', name: 'Two' }).on(building[0]!).accepted().build(),
  anAgreement().withId('g2').by({ email: 'three@example.com', name: 'Three' }).on(building[1]!).accepted().build(),
  anAgreement().withId('g3').by({ email: 'one@example.com', name: 'One' }).on(building[2]!).build(),
];

describe('GetAdminSummary', () => {
  it('is all zeros for an empty building', async () => {
    const w = await aWorld();
    expect(await new GetAdminSummary(w.apartments, w.users).execute()).toEqual({
      totalRooms: 0,
      availablePercentage: 0,
      rentedPercentage: 0,
      totalUsers: 0,
      totalMembers: 0,
    });
  });

  it('counts rooms, rented rooms (not pending ones), users and members', async () => {
    const w = await aWorld({ apartments: building, users, agreements });
    expect(await new GetAdminSummary(w.apartments, w.users).execute()).toEqual({
      totalRooms: 24,
      rentedPercentage: 8.33,
      availablePercentage: 91.67,
      totalUsers: 4,
      totalMembers: 2,
    });
  });

  it('agrees with the apartment list', async () => {
    const w = await aWorld({ apartments: building, users, agreements });
    const summary = await new GetAdminSummary(w.apartments, w.users).execute();
    const { items } = await new ListApartments(w.apartments).execute({ limit: 100 });
    const rented = items.filter((a) => !a.available).length;
    expect(summary.totalRooms).toBe(items.length);
    expect(summary.rentedPercentage).toBe(Math.round((rented / items.length) * 10_000) / 100);
  });
});

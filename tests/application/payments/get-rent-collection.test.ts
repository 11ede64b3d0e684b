import { describe, expect, it } from 'vitest';
import { GetRentCollection } from '../../../application/payments/get-rent-collection.ts';
import { FixedClock } from '../../support/fakes.ts';
import { anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { aWorld, type World } from '../world.ts';
import { buildingCalendar } from '../../../application/shared/building-calendar.ts';

const report = (w: World, clock = w.clock) =>
  new GetRentCollection(w.agreements, w.payments, buildingCalendar(clock, w.calendar.timeZone));
const lease = (n: number) =>
  anAgreement()
    .withId(`agr-${n}`)
    .by(aUser().withEmail(`tenant${n}@example.com`).build())
    .on(anApartment().withId(`apt-${n}`).at('A', 1, `A10${n}`).build());

describe('GetRentCollection', () => {
  it("names the months a report can show: from the first lease's start month, ended leases included, to this month", async () => {
    const w = await aWorld({
      agreements: [
        lease(1).startingIn('2026-03').endingIn('2026-06').build(),
        lease(2).startingIn('2026-09').accepted().build(),
        lease(3).build(),
      ],
    });
    expect(await report(w).execute({ month: '2026-10' })).toMatchObject({
      month: '2026-10',
      firstMonth: '2026-03',
      currentMonth: '2026-11',
    });
  });

  it("starts an empty building's months, and a report asked for no month, at this month in the building's zone", async () => {
    const w = await aWorld({ agreements: [lease(1).startingIn('2027-01').accepted().build()] });
    // 30 November, 19:00 in UTC is already 1 December in Dhaka.
    const lateEvening = new FixedClock(new Date('2026-11-30T19:00:00Z'));
    expect(await report(w, lateEvening).execute({})).toMatchObject({
      month: '2026-12',
      firstMonth: '2026-12',
      currentMonth: '2026-12',
      rows: [],
    });
  });
});

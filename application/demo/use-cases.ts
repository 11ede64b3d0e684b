import type { Wiring } from '../wiring.ts';
import { SeedDemoData } from './seed-demo-data.ts';
import { SeedDemoResidents } from './seed-demo-residents.ts';
import { chargesUseCases } from '../charges/use-cases.ts';

/** The demo area's use cases, wired from the ports and the shared helpers. */
export function demoUseCases(w: Wiring) {
  const { r, s, rentSchedule } = w;
  const { apartments, users, agreements, coupons, announcements, payments, uow } = r;
  const { clock, ids, calendar } = s;
  return {
    seedDemoData: new SeedDemoData(apartments, coupons, announcements, uow, ids, clock, rentSchedule),
    seedDemoResidents: new SeedDemoResidents(
      apartments,
      users,
      agreements,
      payments,
      r.ledger,
      // The building's charges are billed the way an admin bills them: through the charges area's own use cases.
      chargesUseCases(w),
      uow,
      ids,
      clock,
      calendar,
    ),
  };
}

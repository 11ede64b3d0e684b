import type { Wiring } from '../wiring.ts';
import { ImportBills } from './import-bills.ts';
import { AddRecurringCharge, EndRecurringCharge, ListRecurringCharges } from './recurring-charges.ts';

/** The building's own charges: recurring ones and bills loaded from a spreadsheet, wired from the ports. */
export function chargesUseCases(w: Wiring) {
  const { r, s, audit } = w;
  return {
    listRecurringCharges: new ListRecurringCharges(r.recurringCharges, r.agreements, s.calendar),
    addRecurringCharge: new AddRecurringCharge(r.recurringCharges, r.agreements, r.uow, s.ids, s.clock, audit),
    endRecurringCharge: new EndRecurringCharge(r.recurringCharges, r.uow, s.calendar, audit),
    importBills: new ImportBills(r.apartments, r.agreements, r.ledger, r.uow, s.clock, s.calendar, audit),
  };
}

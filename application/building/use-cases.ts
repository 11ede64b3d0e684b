import type { Wiring } from '../wiring.ts';
import { GetAdminSummary } from './get-admin-summary.ts';
import { SaveBuilding } from './save-building.ts';
import { SaveRentSchedule } from './save-rent-schedule.ts';

/** The building area's use cases, wired from the ports and the shared helpers. */
export function buildingUseCases(w: Wiring) {
  const { r, s, audit, getBuilding, getRentSchedule, books } = w;
  const { apartments, users, uow } = r;
  return {
    getAdminSummary: new GetAdminSummary(apartments, users, r.agreements, r.paymentReports, books, s.calendar),
    getBuilding,
    saveBuilding: new SaveBuilding(r.building, getBuilding, uow, audit),
    getRentSchedule,
    saveRentSchedule: new SaveRentSchedule(r.rentSchedules, getRentSchedule, uow, audit),
  };
}

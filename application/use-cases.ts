import { AuditTrail } from './audit/audit-trail.ts';
import { notifierOver } from './notifications/notifier.ts';
import { Rereader } from './notifications/reread.ts';
import { GetBuilding } from './building/get-building.ts';
import { GetRentSchedule } from './building/get-rent-schedule.ts';
import { LeaseBooks } from './ledger/books.ts';
import type { Repositories, Services, Wiring } from './wiring.ts';
import { identityUseCases } from './identity/use-cases.ts';
import { membersUseCases } from './members/use-cases.ts';
import { buildingUseCases } from './building/use-cases.ts';
import { auditUseCases } from './audit/use-cases.ts';
import { apartmentsUseCases } from './apartments/use-cases.ts';
import { agreementsUseCases } from './agreements/use-cases.ts';
import { couponsUseCases } from './coupons/use-cases.ts';
import { paymentsUseCases } from './payments/use-cases.ts';
import { announcementsUseCases } from './announcements/use-cases.ts';
import { maintenanceUseCases } from './maintenance/use-cases.ts';
import { notificationsUseCases } from './notifications/use-cases.ts';
import { demoUseCases } from './demo/use-cases.ts';
import { parkingUseCases } from './parking/parking-spaces.ts';
import { autopayUseCases } from './autopay/use-cases.ts';
import { ledgerUseCases } from './ledger/use-cases.ts';
import { chargesUseCases } from './charges/use-cases.ts';
import { paymentReportsUseCases } from './payment-reports/use-cases.ts';
import { lateFeesUseCases } from './late-fees/use-cases.ts';
import { moveOutUseCases } from './move-out/use-cases.ts';
import { frontDeskUseCases } from './front-desk/use-cases.ts';
import { commonSpacesUseCases } from './common-spaces/use-cases.ts';
import { parcelsUseCases } from './parcels/use-cases.ts';
import { onlinePaymentsUseCases } from './online-payments/use-cases.ts';

export type { Repositories, Services } from './wiring.ts';

/**
 * Every use case of the product, wired once from its ports: each area lists its own in `<area>/use-cases.ts`, and a
 * new area is one line here. Every caller (the HTTP routes, the CLI, the start-up seed) reaches them through this
 * object.
 */
export function createUseCases(r: Repositories, s: Services) {
  const getRentSchedule = new GetRentSchedule(r.rentSchedules);
  const books = new LeaseBooks(
    r.agreements,
    r.payments,
    r.ledger,
    r.recurringCharges,
    s.calendar,
    async () => (await getRentSchedule.execute()).dueDay,
    r.rentChanges,
  );
  const w: Wiring = {
    r,
    s,
    audit: new AuditTrail(r.audit, s.ids, s.clock),
    notifier: notifierOver(r, s.ids, s.clock, s.wording),
    rereader: new Rereader(r.announcements, r.users, s.wording, (email) => books.paidMonthsOf(email)),
    getBuilding: new GetBuilding(r.building, s.buildingDefaults),
    getRentSchedule,
    rentSchedule: () => getRentSchedule.execute(),
    books,
  };
  return {
    ...identityUseCases(w),
    ...membersUseCases(w),
    ...buildingUseCases(w),
    ...auditUseCases(w),
    ...apartmentsUseCases(w),
    ...agreementsUseCases(w),
    ...couponsUseCases(w),
    ...paymentsUseCases(w),
    ...announcementsUseCases(w),
    ...maintenanceUseCases(w),
    ...notificationsUseCases(w),
    ...demoUseCases(w),
    ...parkingUseCases(w),
    ...autopayUseCases(w),
    ...ledgerUseCases(w),
    ...chargesUseCases(w),
    ...paymentReportsUseCases(w),
    ...lateFeesUseCases(w),
    ...moveOutUseCases(w),
    ...frontDeskUseCases(w),
    ...commonSpacesUseCases(w),
    ...parcelsUseCases(w),
    ...onlinePaymentsUseCases(w),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;

import type { Persistence } from '../persistence.ts';
import { MemoryAgreements } from '../agreements/memory.ts';
import { MemoryTenantDetails } from '../agreements/details-memory.ts';
import { MemoryRenewalOffers, MemoryRentChanges } from '../agreements/changes-memory.ts';
import { MemoryFinalStatements } from '../move-out/memory.ts';
import { MemoryAnnouncements } from '../announcements/memory.ts';
import { MemoryApartmentPhotos, MemoryApartments } from '../apartments/memory.ts';
import { MemoryBuildingDetails, MemoryRentSchedules } from '../building/memory.ts';
import { MemoryCoupons } from '../coupons/memory.ts';
import { MemoryMaintenanceRequests } from '../maintenance/memory.ts';
import { MemoryPayments } from '../payments/memory.ts';
import { MemoryUsers } from '../members/memory.ts';
import { MemoryProcessedEvents, MemorySandboxIntentStore } from '../payments/memory-payment-state.ts';
import { MemoryAuditLog } from '../audit/memory.ts';
import { MemoryEmailChoices, MemoryInbox, MemoryOutbox, MemorySentReminders } from '../notifications/memory.ts';
import { MemoryParkingSpaces } from '../parking/memory.ts';
import { MemoryAutopayAttempts, MemoryAutopaySettings } from '../autopay/memory.ts';
import { MemoryStaffRoster, MemoryVisitorSettings, MemoryVisits } from '../front-desk/memory.ts';
import { MemoryParcels } from '../parcels/memory.ts';
import { MemoryCommonSpaces, MemorySpaceBookings } from '../common-spaces/memory.ts';
import { MemoryOnlinePayments } from '../online-payments/memory.ts';
import { MemoryLedgerEntries } from '../ledger/memory.ts';
import { MemoryRecurringCharges } from '../charges/memory.ts';
import { MemoryPaymentReports } from '../payment-reports/memory.ts';
import { MemoryLateFeeRules } from '../late-fees/memory.ts';
import { MemoryTables, MemoryUnitOfWork } from './memory-store.ts';

export function createMemoryPersistence(tables = new MemoryTables()): Persistence {
  return {
    apartments: new MemoryApartments(tables),
    photos: new MemoryApartmentPhotos(tables),
    users: new MemoryUsers(tables),
    agreements: new MemoryAgreements(tables),
    tenantDetails: new MemoryTenantDetails(tables),
    rentChanges: new MemoryRentChanges(tables),
    renewalOffers: new MemoryRenewalOffers(tables),
    finalStatements: new MemoryFinalStatements(tables),
    coupons: new MemoryCoupons(tables),
    announcements: new MemoryAnnouncements(tables),
    building: new MemoryBuildingDetails(tables),
    rentSchedules: new MemoryRentSchedules(tables),
    payments: new MemoryPayments(tables),
    maintenance: new MemoryMaintenanceRequests(tables),
    inbox: new MemoryInbox(tables),
    outbox: new MemoryOutbox(tables),
    emailChoices: new MemoryEmailChoices(tables),
    sentReminders: new MemorySentReminders(tables),
    processedEvents: new MemoryProcessedEvents(tables),
    sandboxIntents: new MemorySandboxIntentStore(tables),
    audit: new MemoryAuditLog(tables),
    parkingSpaces: new MemoryParkingSpaces(tables),
    autopaySettings: new MemoryAutopaySettings(tables),
    autopayAttempts: new MemoryAutopayAttempts(tables),
    commonSpaces: new MemoryCommonSpaces(tables),
    spaceBookings: new MemorySpaceBookings(tables),
    onlinePayments: new MemoryOnlinePayments(tables),
    ledger: new MemoryLedgerEntries(tables),
    recurringCharges: new MemoryRecurringCharges(tables),
    paymentReports: new MemoryPaymentReports(tables),
    lateFeeRules: new MemoryLateFeeRules(tables),
    staffRoster: new MemoryStaffRoster(tables),
    visits: new MemoryVisits(tables),
    visitorSettings: new MemoryVisitorSettings(tables),
    parcels: new MemoryParcels(tables),
    uow: new MemoryUnitOfWork(tables),
    inRequestContext: (work) => work(),
    ping: async () => undefined,
    close: async () => undefined,
  };
}

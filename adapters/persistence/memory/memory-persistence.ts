import type { Persistence } from '../persistence.ts';
import {
  MemoryAgreements,
  MemoryAnnouncements,
  MemoryApartmentPhotos,
  MemoryApartments,
  MemoryBuildingDetails,
  MemoryCoupons,
  MemoryMaintenanceRequests,
  MemoryPayments,
  MemoryRentSchedules,
  MemoryUsers,
} from './memory-repositories.ts';
import { MemoryProcessedEvents, MemorySandboxIntentStore } from './memory-payment-state.ts';
import { MemoryAuditLog } from './memory-audit-log.ts';
import { MemoryEmailChoices, MemoryInbox, MemoryOutbox, MemorySentReminders } from './memory-notifications.ts';
import { MemoryTables, MemoryUnitOfWork } from './memory-store.ts';

export function createMemoryPersistence(tables = new MemoryTables()): Persistence {
  return {
    apartments: new MemoryApartments(tables),
    photos: new MemoryApartmentPhotos(tables),
    users: new MemoryUsers(tables),
    agreements: new MemoryAgreements(tables),
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
    uow: new MemoryUnitOfWork(tables),
    inRequestContext: (work) => work(),
    ping: async () => undefined,
    close: async () => undefined,
  };
}

/**
 * One contract, three adapters (the memory one is a real adapter, not a mock): memory, SQLite and PostgreSQL
 * must answer alike, errors, ordering, atomicity and races included.
 */
import { afterAll, afterEach, describe } from 'vitest';
import { figures } from '../../security/support/figures.ts';
import { agreementsContract } from './agreements/agreements.contract.ts';
import { auditAndCollectionContract } from './audit/audit-and-collection.contract.ts';
import { announcementsContract } from './announcements/announcements.contract.ts';
import { apartmentsContract } from './apartments/apartments.contract.ts';
import { apartmentsPagingContract } from './apartments/apartments-paging.contract.ts';
import { apartmentsOwnedContract } from './apartments/apartments-owned.contract.ts';
import { concurrencyContract } from './concurrency.contract.ts';
import { couponsContract } from './coupons/coupons.contract.ts';
import { buildingContract } from './building/building.contract.ts';
import { maintenanceContract } from './maintenance/maintenance.contract.ts';
import { notificationsContract } from './notifications/notifications.contract.ts';
import { paymentsContract } from './payments/payments.contract.ts';
import { processedEventsContract } from './payments/processed-events.contract.ts';
import { rentSchedulesContract } from './building/rent-schedules.contract.ts';
import { sandboxIntentsContract } from './payments/sandbox-intents.contract.ts';
import { STORE_KINDS, useStore } from './stores.ts';
import { unitOfWorkContract } from './unit-of-work.contract.ts';
import { usersContract } from './members/users.contract.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

// The run's summary says how many contract cases each adapter passed, so a skipped PostgreSQL half shows as 0.
const fig = figures('persistence');
for (const kind of STORE_KINDS) fig.add('persistence', `contract cases passed on ${kind.name}`, 0);
afterAll(() => fig.print());

describe.each(STORE_KINDS)('persistence contract on $name', (kind) => {
  afterEach(({ task }) => {
    if (!task.result?.errors?.length) fig.count('persistence', `contract cases passed on ${kind.name}`);
  });
  // A store that cannot run here is skipped test by test, so the summary counts every case it did not prove.
  describe.skipIf(kind.unavailable !== undefined)(kind.unavailable ? `SKIPPED: ${kind.unavailable}` : 'ports', () => {
    const store = useStore(kind);
    apartmentsContract(store);
    apartmentsPagingContract(store);
    apartmentsOwnedContract(store);
    usersContract(store);
    agreementsContract(store);
    couponsContract(store);
    announcementsContract(store);
    buildingContract(store);
    rentSchedulesContract(store, kind.name);
    paymentsContract(store);
    auditAndCollectionContract(store);
    processedEventsContract(store);
    sandboxIntentsContract(store);
    unitOfWorkContract(store);
    concurrencyContract(store, kind.name);
    maintenanceContract(store, kind.name);
    notificationsContract(store);
  });
});

/**
 * Upgrading keeps every request readable: a request the release before wrote (before requests carried tenant details)
 * reads back as it was, with no details, and requests made after the upgrade keep theirs.
 */
import { describe, expect, it } from 'vitest';
import { GetTenantDetails } from '../../../application/agreements/get-tenant-details.ts';
import { DIALECTS, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';
import { anActor, anAgreement, anApartment, aUser } from '../../support/builders.ts';
import { TENANT_KEPT } from '../../support/tenant-details.ts';

announceSkippedPostgres();

/** The last migration of the release before requests carried tenant details. */
const PREVIOUS_RELEASE = 'Migration20261222000000LateFees';
const AT = new Date('2026-12-20T08:30:00.000Z');

describe.each(DIALECTS)('tenant details upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('an older request reads with no details; a new one keeps them', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, PREVIOUS_RELEASE, async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "agreements" ("id", "user_email", "user_name", "apartment_id", "floor", "block", "number", "rent", "status", "request_date") values ('agr-old', 'rafiq@example.com', 'Rafiq', 'apt-1', 1, 'A', 'A101', 12000, 'pending', ?)`,
        [date],
      );
    });

    const store = await upgrade.open(db);
    const read = new GetTenantDetails(store.agreements, store.tenantDetails);
    const rafiq = anActor().withEmail('rafiq@example.com').build();
    const old = await read.execute({ actor: rafiq, id: 'agr-old' });
    expect(old.agreement.status).toBe('pending');
    expect(old).not.toHaveProperty('details');

    const fresh = anAgreement().withId('agr-new').by(aUser().build()).on(anApartment().withId('apt-2').build()).build();
    await store.agreements.add(fresh);
    await store.tenantDetails.add(fresh.id, TENANT_KEPT);
    expect(await store.tenantDetails.of(fresh.id)).toEqual(TENANT_KEPT);
  });
});

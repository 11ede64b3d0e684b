/**
 * Upgrading to parcels keeps what the front desk wrote before (a visit to a flat, as the previous release wrote it, in
 * plain SQL) and starts with no parcel; a parcel logged afterwards for that flat is kept, collected and reminded of.
 */
import { describe, expect, it } from 'vitest';
import { collect, newParcel } from '../../../domain/parcels/parcels.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const PARCELS = 'Migration20270105000000Parcels';
const AT = new Date('2027-01-04T08:30:00.000Z');

describe.each(DIALECTS)('parcels upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('keeps the visits written before and takes parcels after', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, migrationBefore(dialect, PARCELS), async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "visits" ("id", "kind", "code", "apartment_id", "flat", "host_email", "visitor_name", "phone", "date", "note", "status", "created_by", "created_at", "arrived_at", "left_at") values ('v-old', 'walk-in', null, 'apt-1', 'A101', null, 'Courier', '01712345678', '2027-01-04', '', 'arrived', 'guard@lakeview.example', ?, ?, null)`,
        [date, date],
      );
    });

    const store = await upgrade.open(db);
    expect(await store.visits.byId('v-old')).toMatchObject({ visitorName: 'Courier', status: 'arrived' });
    expect(await store.parcels.waiting()).toEqual([]);
    const parcel = newParcel({
      id: 'parcel-new',
      apartmentId: 'apt-1',
      flat: 'A101',
      carrier: 'Pathao',
      hasPhoto: false,
      by: 'guard@lakeview.example',
      at: AT,
      today: '2027-01-04',
    });
    await store.parcels.add(parcel);
    expect(await store.parcels.markReminded(parcel.id, '2027-01-06')).toBe(true);
    const taken = collect(
      { ...parcel, remindedOn: '2027-01-06' },
      { name: 'Rahim', by: 'guard@lakeview.example', at: AT },
    );
    expect(await store.parcels.collect(taken)).toBe(true);
    expect(await store.parcels.forFlat('apt-1', 10)).toEqual([taken]);
  });
});

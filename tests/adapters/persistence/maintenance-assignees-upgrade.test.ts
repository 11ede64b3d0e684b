/**
 * Upgrading keeps every maintenance request as it was, assigned to nobody, and a request written before the upgrade
 * can be given to a staff member afterwards. The previous release's rows are written as it wrote them, in plain SQL.
 */
import { describe, expect, it } from 'vitest';
import { assign } from '../../../domain/maintenance/lifecycle.ts';
import { DIALECTS, migrationBefore, olderRelease, upgradeEachTest } from './databases.ts';
import { announceSkippedPostgres } from './notice.ts';

announceSkippedPostgres();

const ASSIGNEES = 'Migration20270103000000MaintenanceAssignees';
const AT = new Date('2027-01-02T08:30:00.000Z');
const admin = { email: 'office@lakeview.example', name: 'Nusrat Jahan', role: 'admin' as const };

describe.each(DIALECTS)('maintenance assignees upgraded on $dialect', ({ dialect, skip, make }) => {
  const upgrade = upgradeEachTest(make);

  it.skipIf(skip !== undefined)('an older request is assigned to nobody until an admin gives it out', async () => {
    const db = upgrade.database();
    await olderRelease(db, dialect, migrationBefore(dialect, ASSIGNEES), async (rows) => {
      const date = rows.date(AT);
      await rows.execute(
        `insert into "maintenance_requests" ("id", "category", "title", "description", "emergency", "apartment_id", "place_label", "entry_allowed", "entry_notes", "resident_email", "resident_name", "created_at", "status", "version", "photo_count") values ('mr-old', 'plumbing', 'Leaking tap', 'Drips', ?, 'apt-1', 'A101', ?, null, 'rahim@example.com', 'Rahim', ?, 'submitted', 1, 0)`,
        [dialect === 'sqlite' ? 0 : false, dialect === 'sqlite' ? 1 : true, date],
      );
      await rows.execute(
        `insert into "maintenance_history" ("request_id", "position", "at", "kind", "by_email", "by_name", "by_role") values ('mr-old', 0, ?, 'submitted', 'rahim@example.com', 'Rahim', 'resident')`,
        [date],
      );
    });

    const store = await upgrade.open(db);
    const old = (await store.maintenance.byId('mr-old'))!;
    expect(old).toMatchObject({ id: 'mr-old', status: 'submitted', photoCount: 0 });
    expect(old.assignee).toBeUndefined();
    expect(old.history).toEqual([
      { at: AT, by: { email: 'rahim@example.com', name: 'Rahim', role: 'resident' }, kind: 'submitted' },
    ]);
    const given = assign(old, admin, { email: 'guard@lakeview.example', name: 'Jamal Mia' }, AT);
    expect(await store.maintenance.replace(given, 1)).toBe(true);
    expect(await store.maintenance.byId('mr-old')).toEqual(given);
    expect((await store.maintenance.assignedTo('guard@lakeview.example')).map((r) => r.id)).toEqual(['mr-old']);
  });
});

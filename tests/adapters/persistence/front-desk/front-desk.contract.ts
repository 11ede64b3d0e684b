import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { catalogueWording } from '../../../../adapters/wording/notification-wording.ts';
import { AuditTrail } from '../../../../application/audit/audit-trail.ts';
import { MarkArrival } from '../../../../application/front-desk/gate.ts';
import { AddStaffMember } from '../../../../application/front-desk/staff.ts';
import { notifierOver } from '../../../../application/notifications/notifier.ts';
import { buildingCalendar } from '../../../../application/shared/building-calendar.ts';
import { aUser, AT } from '../../../support/builders.ts';
import { FixedClock, SequentialIds } from '../../../support/fakes.ts';
import { aStaffMember, aVisit } from '../../../support/front-desk.ts';
import { outcomes, type Store, type StoreKind } from '../stores.ts';

const LATER = new Date('2026-11-05T11:00:00.000Z');

export function frontDeskContract(store: Store, kind: StoreKind['name']) {
  describe('StaffRoster', () => {
    it('adds, lists by name, finds and removes staff members', async () => {
      const s = store();
      const guard = aStaffMember({ email: 'zia@example.com', name: 'Zia Guard' });
      const caretaker = aStaffMember({ email: 'ana@example.com', name: 'Ana Caretaker', job: 'caretaker' });
      await s.staffRoster.add(guard);
      await s.staffRoster.add(caretaker);
      expect(await s.staffRoster.list()).toEqual([caretaker, guard]);
      expect(await s.staffRoster.byEmail('zia@example.com')).toEqual(guard);
      expect(await s.staffRoster.remove('zia@example.com')).toBe(true);
      expect(await s.staffRoster.remove('zia@example.com')).toBe(false);
      expect(await s.staffRoster.byEmail('zia@example.com')).toBeUndefined();
    });
  });

  describe('Visits', () => {
    it('reads a visit back as written, by id, by code, by day and by flat', async () => {
      const s = store();
      const pass = aVisit('v-1', { note: 'Bringing a cake' });
      const walkIn = aVisit('v-2', {
        kind: 'walk-in',
        code: null,
        hostEmail: null,
        status: 'arrived',
        arrivedAt: LATER,
        createdAt: LATER,
      });
      const tomorrow = aVisit('v-3', { code: 'QRTUVW', date: '2026-11-06', apartmentId: 'apt-b202', flat: 'B202' });
      for (const v of [pass, walkIn, tomorrow]) await s.visits.add(v);
      expect(await s.visits.byId('v-1')).toEqual(pass);
      expect(await s.visits.byId('v-none')).toBeUndefined();
      expect(await s.visits.byCode('ACDEFG')).toEqual([pass]);
      expect(await s.visits.onDay('2026-11-05')).toEqual([walkIn, pass]);
      expect(await s.visits.forFlat('apt-a101', '2026-11-05')).toEqual([pass, walkIn]);
      expect(await s.visits.forFlat('apt-a101', '2026-11-06')).toEqual([]);
    });

    it('changes a status only from the one named, with its times', async () => {
      const s = store();
      await s.visits.add(aVisit('v-1'));
      const arrived = { ...aVisit('v-1'), status: 'arrived' as const, arrivedAt: LATER };
      expect(await s.visits.update(arrived, 'expected')).toBe(true);
      expect(await s.visits.update(arrived, 'expected')).toBe(false);
      expect(await s.visits.byId('v-1')).toEqual(arrived);
      expect(await s.visits.update({ ...arrived, status: 'left', leftAt: LATER }, 'arrived')).toBe(true);
      expect((await s.visits.byId('v-1'))?.status).toBe('left');
      expect(await s.visits.update(aVisit('v-none'), 'expected')).toBe(false);
    });

    it('searches the log by days and flat in any letter case, latest first, at most the limit', async () => {
      const s = store();
      await s.visits.add(aVisit('v-1', { date: '2026-11-01', code: 'AAAAAA' }));
      await s.visits.add(aVisit('v-2', { date: '2026-11-03', code: 'CCCCCC', flat: 'B202', apartmentId: 'apt-b202' }));
      await s.visits.add(aVisit('v-3', { date: '2026-11-05', code: 'DDDDDD' }));
      const ids = async (filter: Parameters<Persistence['visits']['search']>[0], limit = 10) =>
        (await s.visits.search(filter, limit)).map((v) => v.id);
      expect(await ids({ from: '2026-11-01', to: '2026-11-05' })).toEqual(['v-3', 'v-2', 'v-1']);
      expect(await ids({ from: '2026-11-02', to: '2026-11-04' })).toEqual(['v-2']);
      expect(await ids({ from: '2026-11-01', to: '2026-11-05', flat: 'a10' })).toEqual(['v-3', 'v-1']);
      expect(await ids({ from: '2026-11-01', to: '2026-11-05' }, 1)).toEqual(['v-3']);
    });

    it('deletes the visits of days before the one named, and says how many', async () => {
      const s = store();
      await s.visits.add(aVisit('v-old', { date: '2026-08-06', code: 'AAAAAA' }));
      await s.visits.add(aVisit('v-kept', { date: '2026-08-07', code: 'CCCCCC' }));
      expect(await s.visits.deleteBefore('2026-08-07')).toBe(1);
      expect(await s.visits.byId('v-old')).toBeUndefined();
      expect(await s.visits.byId('v-kept')).toBeDefined();
    });
  });

  describe('VisitorSettings', () => {
    it('saves on the version read only, the first save included', async () => {
      const s = store();
      expect(await s.visitorSettings.get()).toBeUndefined();
      expect(await s.visitorSettings.save({ retentionDays: 30, version: 1 })).toBe(true);
      expect(await s.visitorSettings.save({ retentionDays: 40, version: 1 })).toBe(false);
      expect(await s.visitorSettings.save({ retentionDays: 60, version: 2 })).toBe(true);
      expect(await s.visitorSettings.save({ retentionDays: 70, version: 2 })).toBe(false);
      expect(await s.visitorSettings.get()).toEqual({ retentionDays: 60, version: 2 });
    });
  });

  describe(`Front desk races (${kind === 'memory' ? 'queued, memory store' : 'at once, through two stores'})`, () => {
    const N = 10;
    let second: Persistence | undefined;
    beforeAll(async () => {
      if (kind !== 'memory') second = await store.another();
    });
    afterAll(async () => {
      await second?.close();
    });
    const via = (i: number): Persistence => (second && i % 2 === 1 ? second : store());
    const clock = new FixedClock(AT);
    const calendar = buildingCalendar(clock, 'Asia/Dhaka');

    it('MarkArrival: of guards marking one arrival at once, one lets the visitor in; the resident is told once', async () => {
      const s = store();
      await s.users.save(aUser().withEmail('rahim@example.com').withName('Rahim').build());
      await s.visits.add(aVisit('v-1'));
      const ids = new SequentialIds('race-');
      const results = await outcomes(
        Array.from({ length: N }, (_, i) =>
          new MarkArrival(
            via(i).visits,
            via(i).users,
            notifierOver(via(i), ids, clock, catalogueWording),
            via(i).uow,
            clock,
            calendar,
          ).execute(i % 2 === 0 ? { code: 'ACDEFG' } : { id: 'v-1' }),
        ),
      );
      expect(results).toEqual({ ok: 1, 'VISITOR.ALREADY_USED': N - 1 });
      expect((await s.visits.byId('v-1'))?.status).toBe('arrived');
      expect(await s.inbox.listFor('rahim@example.com', { limit: 50 })).toHaveLength(1);
    });

    it('AddStaffMember: of admins adding one person at once, one does; the person is staff once', async () => {
      const s = store();
      const ids = new SequentialIds('staff-');
      const results = await outcomes(
        Array.from({ length: N }, (_, i) =>
          new AddStaffMember(
            via(i).staffRoster,
            via(i).users,
            via(i).uow,
            ids,
            clock,
            new AuditTrail(via(i).audit, ids, clock),
          ).execute({ email: 'new-guard@example.com', name: 'New Guard', job: 'guard', by: 'admin@example.com' }),
        ),
      );
      // The others are told the person is staff by now, or that their account changed (or was made) meanwhile.
      const { ok, ...refused } = results;
      expect(ok).toBe(1);
      expect(
        Object.keys(refused).every((code) =>
          ['STAFF.ALREADY_STAFF', 'USER.ROLE_CHANGED', 'USER.EMAIL_TAKEN'].includes(code),
        ),
      ).toBe(true);
      expect(await s.staffRoster.list()).toHaveLength(1);
      expect((await s.users.byEmail('new-guard@example.com'))?.role).toBe('staff');
    });
  });
}

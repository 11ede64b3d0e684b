import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import type { MaintenancePhoto } from '../../../../application/maintenance/ports.ts';
import {
  addComment,
  addInternalNote,
  assign,
  close,
  decline,
  reopen,
  resolve,
  startWork,
} from '../../../../domain/maintenance/lifecycle.ts';
import { submitRequest } from '../../../../domain/maintenance/reporting.ts';
import type { MaintenanceRequest, Participant, Place } from '../../../../domain/maintenance/request.ts';
import { AT } from '../../../support/builders.ts';
import { outcomes, type Store, type StoreKind } from '../stores.ts';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(AT.getTime() + minutes * MINUTE);
const rahim = { email: 'rahim@example.com', name: 'Rahim Uddin' };
const admin: Participant = { email: 'office@lakeview.example', name: 'Nusrat Jahan', role: 'admin' };
const asResident = (who: { email: string; name: string }): Participant => ({ ...who, role: 'resident' });
const a101: Place = { kind: 'flat', apartmentId: 'apt-a101', label: 'A101' };

function aRequest(
  id: string,
  options: { minutes?: number; place?: Place; emergency?: boolean; who?: { email: string; name: string } } = {},
): MaintenanceRequest {
  return submitRequest(
    id,
    {
      category: options.place?.kind === 'common-area' ? 'lift' : 'plumbing',
      title: `Problem ${id}`,
      description: 'It drips.\nAll night.',
      emergency: options.emergency ?? false,
      entryAllowed: true,
      entryNotes: 'Cat inside',
    },
    options.place ?? a101,
    options.who ?? rahim,
    0,
    at(options.minutes ?? 0),
  );
}

/** A request that has been through every kind of history entry. */
function aLongStory(id: string): MaintenanceRequest {
  let r = aRequest(id);
  r = addInternalNote(r, admin, 'Call the plumber', at(1));
  r = startWork(r, admin, at(2));
  r = addComment(r, asResident(rahim), 'Thanks', at(3));
  r = resolve(r, admin, at(4));
  r = reopen(r, asResident(rahim), 'Drips again', at(5));
  r = resolve(r, admin, at(6));
  return close(r, asResident(rahim), { rating: 4, comment: 'Fixed for good' }, at(7));
}

export function maintenanceContract(store: Store, kind: StoreKind['name']) {
  describe('MaintenanceRequests', () => {
    it('keeps a request and every kind of history entry exactly as given', async () => {
      const story = aLongStory('m-1');
      const common = aRequest('m-2', { place: { kind: 'common-area' }, emergency: true });
      const declined = decline(aRequest('m-3'), admin, 'Not ours to fix', at(9));
      await store().maintenance.add(aRequest('m-1'));
      expect(await store().maintenance.replace(story, 1)).toBe(true);
      await store().maintenance.add(common);
      await store().maintenance.add(declined);
      expect(await store().maintenance.byId('m-1')).toEqual(story);
      expect(await store().maintenance.byId('m-2')).toEqual(common);
      expect(common.entry).toBeUndefined();
      expect(await store().maintenance.byId('m-3')).toEqual(declined);
      expect(await store().maintenance.byId('nope')).toBeUndefined();
    });

    it("keeps a request's photos byte for byte with it, by position, and tells each request's photo count", async () => {
      const withPhotos = { ...aRequest('m-photos'), photoCount: 2 };
      const photo = (position: number, bytes: number[]): MaintenancePhoto => ({
        id: `p-${position}`,
        requestId: 'm-photos',
        position,
        contentType: 'image/webp',
        bytes: new Uint8Array(bytes),
        createdAt: at(0),
      });
      const big = Array.from({ length: 70_000 }, (_, i) => i % 251);
      await store().maintenance.add(withPhotos, [photo(1, [0, 1, 2, 255]), photo(2, big)]);
      await store().maintenance.add(aRequest('m-none'));
      expect(await store().maintenance.photo('m-photos', 1)).toEqual(photo(1, [0, 1, 2, 255]));
      expect(await store().maintenance.photo('m-photos', 2)).toEqual(photo(2, big));
      expect(await store().maintenance.photo('m-photos', 3)).toBeUndefined();
      expect(await store().maintenance.photo('m-none', 1)).toBeUndefined();
      expect((await store().maintenance.byId('m-photos'))!.photoCount).toBe(2);
      expect((await store().maintenance.listFor(rahim.email)).map((r) => [r.id, r.photoCount]).sort()).toEqual([
        ['m-none', 0],
        ['m-photos', 2],
      ]);
      // A change to the request keeps its photos.
      const started = startWork((await store().maintenance.byId('m-photos'))!, admin, at(1));
      expect(await store().maintenance.replace(started, 1)).toBe(true);
      expect((await store().maintenance.byId('m-photos'))!.photoCount).toBe(2);
      expect((await store().maintenance.photo('m-photos', 2))!.bytes).toEqual(new Uint8Array(big));
    });

    it('writes a request with its photos or nothing: a second photo at one position leaves neither', async () => {
      const photo = (id: string): MaintenancePhoto => ({
        id,
        requestId: 'm-twice',
        position: 1,
        contentType: 'image/webp',
        bytes: new Uint8Array([1]),
        createdAt: at(0),
      });
      await expect(
        store().uow.run(() =>
          store().maintenance.add({ ...aRequest('m-twice'), photoCount: 2 }, [photo('a'), photo('b')]),
        ),
      ).rejects.toMatchObject({ code: 'MAINTENANCE.CHANGED' });
      expect(await store().maintenance.byId('m-twice')).toBeUndefined();
      expect(await store().maintenance.photo('m-twice', 1)).toBeUndefined();
    });

    it('shows the board with emergencies first, then the oldest first, filtered by status, category or flat', async () => {
      const old = aRequest('m-old', { minutes: -60 });
      const young = aRequest('m-young', { minutes: 30 });
      const urgent = aRequest('m-urgent', { minutes: 45, emergency: true, place: { kind: 'common-area' } });
      const elsewhere = aRequest('m-b202', {
        minutes: 0,
        place: { kind: 'flat', apartmentId: 'apt-b202', label: 'B202' },
      });
      for (const r of [young, elsewhere, urgent, old]) await store().maintenance.add(r);
      const started = startWork(young, admin, at(50));
      expect(await store().maintenance.replace(started, 1)).toBe(true);
      const ids = async (filter: Parameters<Persistence['maintenance']['board']>[0]) =>
        (await store().maintenance.board(filter)).map((r) => r.id);
      expect(await ids({})).toEqual(['m-urgent', 'm-old', 'm-b202', 'm-young']);
      expect(await ids({ status: 'in_progress' })).toEqual(['m-young']);
      expect(await ids({ status: 'submitted', category: 'plumbing' })).toEqual(['m-old', 'm-b202']);
      expect(await ids({ category: 'lift' })).toEqual(['m-urgent']);
      expect(await ids({ apartmentId: 'apt-b202' })).toEqual(['m-b202']);
      expect(await ids({ status: 'closed' })).toEqual([]);
      expect((await store().maintenance.board({ status: 'in_progress' }))[0]).toEqual(started);
    });

    it("lists one resident's requests newest first, in any spelling of the email, and when each was opened", async () => {
      const karim = { email: 'karim@example.com', name: 'Karim' };
      await store().maintenance.add(aRequest('m-1', { minutes: 0 }));
      await store().maintenance.add(aRequest('m-2', { minutes: 20 }));
      await store().maintenance.add(aRequest('m-3', { minutes: 10, who: karim }));
      expect((await store().maintenance.listFor(' RAHIM@Example.com ')).map((r) => r.id)).toEqual(['m-2', 'm-1']);
      expect(await store().maintenance.listFor('nobody@example.com')).toEqual([]);
      expect(await store().maintenance.openedSince('Rahim@example.com', at(0))).toEqual(
        expect.arrayContaining([at(0), at(20)]),
      );
      expect(await store().maintenance.openedSince('rahim@example.com', at(1))).toEqual([at(20)]);
      expect(await store().maintenance.openedSince('karim@example.com', at(11))).toEqual([]);
    });

    it('replaces a request only over the version it was read at; a stale or unknown one changes nothing', async () => {
      const first = aRequest('m-1');
      await store().maintenance.add(first);
      const started = startWork(first, admin, at(1));
      expect(await store().maintenance.replace(started, 1)).toBe(true);
      // Another admin read the request before the start and declines it: refused.
      expect(await store().maintenance.replace(decline(first, admin, 'Too late', at(2)), 1)).toBe(false);
      expect(await store().maintenance.replace(aRequest('m-unknown'), 1)).toBe(false);
      expect(await store().maintenance.byId('m-1')).toEqual(started);
      expect(await store().maintenance.byId('m-unknown')).toBeUndefined();
    });

    it('keeps who a request is assigned to and each assignment in its history, and lists a staff member’s jobs', async () => {
      const guard = { email: 'guard@lakeview.example', name: 'Jamal Mia' };
      const caretaker = { email: 'caretaker@lakeview.example', name: 'Selim Khan' };
      const staff: Participant = { ...guard, role: 'staff' };
      await store().maintenance.add(aRequest('m-a', { minutes: 10 }));
      await store().maintenance.add(aRequest('m-b', { minutes: 0 }));
      await store().maintenance.add(aRequest('m-urgent', { minutes: 20, emergency: true }));
      await store().maintenance.add(aRequest('m-other'));
      const given = assign((await store().maintenance.byId('m-a'))!, admin, guard, at(30));
      expect(await store().maintenance.replace(given, 1)).toBe(true);
      const started = startWork(given, staff, at(31));
      expect(await store().maintenance.replace(started, 2)).toBe(true);
      expect(await store().maintenance.byId('m-a')).toEqual(started);
      for (const id of ['m-b', 'm-urgent']) {
        const next = assign((await store().maintenance.byId(id))!, admin, guard, at(32));
        expect(await store().maintenance.replace(next, 1)).toBe(true);
      }
      const other = assign((await store().maintenance.byId('m-other'))!, admin, caretaker, at(33));
      expect(await store().maintenance.replace(other, 1)).toBe(true);
      expect((await store().maintenance.assignedTo(' GUARD@lakeview.example')).map((r) => r.id)).toEqual([
        'm-urgent',
        'm-b',
        'm-a',
      ]);
      const back = assign(other, admin, undefined, at(34));
      expect(await store().maintenance.replace(back, 2)).toBe(true);
      const stored = (await store().maintenance.byId('m-other'))!;
      expect(stored).toEqual(back);
      expect(stored.assignee).toBeUndefined();
      expect(await store().maintenance.assignedTo(caretaker.email)).toEqual([]);
    });

    describe('two admins racing on one request', () => {
      const overlaps = kind !== 'memory';
      let second: Persistence | undefined;
      beforeAll(async () => {
        if (overlaps) second = await store.another();
      });
      afterAll(async () => {
        await second?.close();
      });
      const N = 10;

      it.each(['start', 'decline'] as const)(
        `exactly one of ${N} admins trying to %s a request wins; the others are told and change nothing`,
        async (action) => {
          await store().maintenance.add(aRequest('m-race'));
          const attempts = Array.from({ length: N }, (_, i) => {
            const s = second && i % 2 === 1 ? second : store();
            return s.uow.run(async () => {
              const current = (await s.maintenance.byId('m-race'))!;
              const next =
                action === 'start' ? startWork(current, admin, at(1)) : decline(current, admin, `Reason ${i}`, at(1));
              if (!(await s.maintenance.replace(next, current.history.length))) throw new Error('CHANGED');
              return next;
            });
          });
          const results = await outcomes(attempts);
          expect(results.ok).toBe(1);
          // A loser read the request before the winner wrote (its write is refused) or after (the domain refuses the
          // change from the new status).
          const { ok: _won, ...lost } = results;
          expect(Object.values(lost).reduce((sum, count) => sum + count, 0)).toBe(N - 1);
          for (const key of Object.keys(lost))
            expect(['Error: CHANGED', 'MAINTENANCE.WRONG_STATUS', 'MAINTENANCE.FINISHED']).toContain(key);
          const stored = (await store().maintenance.byId('m-race'))!;
          expect(stored.history).toHaveLength(2);
          expect(stored.status).toBe(action === 'start' ? 'in_progress' : 'declined');
        },
      );

      it(`exactly one of ${N} admins giving a request to different staff members wins; the others change nothing`, async () => {
        await store().maintenance.add(aRequest('m-give'));
        const attempts = Array.from({ length: N }, (_, i) => {
          const s = second && i % 2 === 1 ? second : store();
          return s.uow.run(async () => {
            const current = (await s.maintenance.byId('m-give'))!;
            if (current.history.length !== 1) throw new Error('CHANGED');
            const next = assign(current, admin, { email: `staff-${i}@lakeview.example`, name: `Staff ${i}` }, at(1));
            if (!(await s.maintenance.replace(next, 1))) throw new Error('CHANGED');
            return i;
          });
        });
        const results = await outcomes(attempts);
        expect(results).toEqual({ ok: 1, 'Error: CHANGED': N - 1 });
        const stored = (await store().maintenance.byId('m-give'))!;
        expect(stored.history).toHaveLength(2);
        const jobs = await Promise.all(
          Array.from({ length: N }, (_, i) => store().maintenance.assignedTo(`staff-${i}@lakeview.example`)),
        );
        expect(jobs.flat().map((r) => r.id)).toEqual(['m-give']);
      });
    });
  });
}

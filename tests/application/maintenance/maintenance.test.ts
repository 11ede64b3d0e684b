import { describe, expect, it } from 'vitest';
import { GetBuilding } from '../../../application/building/get-building.ts';
import { ReportProblem, type Report } from '../../../application/maintenance/report-problem.ts';
import { ListMyRequests } from '../../../application/maintenance/list-my-requests.ts';
import { GetRequest } from '../../../application/maintenance/get-request.ts';
import { GetRequestPhoto } from '../../../application/maintenance/get-request-photo.ts';
import type { PhotoProcessor } from '../../../application/shared/ports.ts';
import { PHOTO_MAX_BYTES } from '../../../domain/maintenance/fields.ts';
import { ListMaintenanceBoard } from '../../../application/maintenance/list-maintenance-board.ts';
import { ChangeRequestStatus } from '../../../application/maintenance/change-request-status.ts';
import { CommentOnRequest } from '../../../application/maintenance/comment-on-request.ts';
import { ReopenRequest } from '../../../application/maintenance/reopen-request.ts';
import { CloseRequest } from '../../../application/maintenance/close-request.ts';
import { GetMaintenanceSummary } from '../../../application/maintenance/get-maintenance-summary.ts';
import { AT, BUILDING_DETAILS, anActor, anAgreement, anApartment } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const a101 = anApartment().build();
const rahim = anActor().member().build();
const karim = anActor().withEmail('karim@example.com').withName('Karim Hossain').member().build();
const guest = anActor().withEmail('guest@example.com').withName('Guest User').build();
const boss = anActor().withEmail('office@lakeview.example').withName('Nusrat Jahan').admin().build();
const lease = anAgreement().on(a101).withStatus('accepted').build();

const tap: Report = {
  where: 'flat',
  category: 'plumbing',
  title: '  Leaking tap ',
  description: 'The kitchen tap drips all night.',
  entryAllowed: true,
  entryNotes: 'A cat lives here',
};

/** Says every file is a picture and re-encodes it as "webp:" and its first byte, except the bytes "not a picture". */
const processor: PhotoProcessor = {
  async prepare(bytes, refusal) {
    if (new TextDecoder().decode(bytes) === 'not a picture') throw refusal!();
    return { bytes: new TextEncoder().encode(`webp:${bytes[0]}`), contentType: 'image/webp' };
  },
};
const picture = (first: number) => ({ bytes: new Uint8Array([first, 0, 0]), fileName: `photo-${first}.jpg` });

async function maintenanceWorld() {
  const w = await aWorld({ apartments: [a101], agreements: [lease] });
  const getBuilding = new GetBuilding(w.building, BUILDING_DETAILS);
  return {
    w,
    report: new ReportProblem(
      w.agreements,
      w.users,
      w.maintenance,
      processor,
      getBuilding,
      w.uow,
      w.ids,
      w.clock,
      w.calendar,
      w.notifier,
    ),
    photo: new GetRequestPhoto(w.maintenance),
    mine: new ListMyRequests(w.maintenance, w.clock),
    get: new GetRequest(w.maintenance, w.clock),
    board: new ListMaintenanceBoard(w.maintenance, w.clock),
    status: new ChangeRequestStatus(w.maintenance, w.uow, w.clock, w.trail, w.notifier),
    comment: new CommentOnRequest(w.maintenance, w.uow, w.clock, w.trail, w.notifier),
    reopen: new ReopenRequest(w.maintenance, w.uow, w.clock),
    close: new CloseRequest(w.maintenance, w.uow, w.clock),
    summary: new GetMaintenanceSummary(w.maintenance, w.calendar),
  };
}

/** Asserts the call is refused with `code` and that no row of any table changed. */
async function expectNothingChanged(w: World, call: () => Promise<unknown>, code: Parameters<typeof expectRefusal>[1]) {
  const before = w.rows();
  await expectRefusal(call(), code);
  expect(w.rows()).toEqual(before);
}

describe('ReportProblem', () => {
  it("files a member's problem in their own leased flat, trimmed, submitted and visible to them", async () => {
    const m = await maintenanceWorld();
    const { request, actions, emergencyPhone } = await m.report.execute({ actor: rahim, report: tap });
    expect(request).toMatchObject({
      title: 'Leaking tap',
      status: 'submitted',
      place: { kind: 'flat', apartmentId: a101.id, label: 'A101' },
      entry: { allowed: true, notes: 'A cat lives here' },
      resident: { email: 'rahim@example.com', name: 'Rahim Uddin' },
      createdAt: AT,
    });
    expect(actions).toEqual(['comment']);
    expect(emergencyPhone).toBeUndefined();
    expect(m.w.rows().maintenance).toEqual([request]);
  });

  it('never takes a flat from the caller: one without a running lease may report only a common area', async () => {
    const m = await maintenanceWorld();
    await expectNothingChanged(m.w, () => m.report.execute({ actor: guest, report: tap }), 'MAINTENANCE.NO_FLAT');
    const common = await m.report.execute({
      actor: guest,
      report: { ...tap, where: 'common-area', category: 'lift', title: 'Lift stuck' },
    });
    expect(common.request.place).toEqual({ kind: 'common-area' });
    expect(common.request.entry).toBeUndefined();
  });

  it("answers an emergency with the building's emergency phone", async () => {
    const m = await maintenanceWorld();
    const answer = await m.report.execute({ actor: rahim, report: { ...tap, emergency: true } });
    expect(answer.request.emergency).toBe(true);
    expect(answer.emergencyPhone).toBe(BUILDING_DETAILS.emergencyPhone);
  });

  it("refuses a sixth report on one day of the building's calendar and takes it again the next day", async () => {
    const m = await maintenanceWorld();
    for (let i = 0; i < 5; i++) await m.report.execute({ actor: rahim, report: { ...tap, title: `Problem ${i}` } });
    await expectNothingChanged(m.w, () => m.report.execute({ actor: rahim, report: tap }), 'MAINTENANCE.DAILY_LIMIT');
    // Another resident has their own five.
    await m.report.execute({
      actor: { ...karim, email: 'karim@example.com' },
      report: { ...tap, where: 'common-area' },
    });
    // AT is 16:00 in Dhaka: at 23:59 it is still the same day there, at 00:01 the next.
    m.w.clock.advance(8 * HOUR - 60_000 - 1);
    await expectRefusal(m.report.execute({ actor: rahim, report: tap }), 'MAINTENANCE.DAILY_LIMIT');
    m.w.clock.advance(2 * 60_000);
    expect((await m.report.execute({ actor: rahim, report: tap })).request.status).toBe('submitted');
  });

  it('refuses a broken form field by field and stores nothing', async () => {
    const m = await maintenanceWorld();
    const before = m.w.rows();
    await expect(
      m.report.execute({ actor: rahim, report: { ...tap, title: ' ', description: 'x'.repeat(20_000) } }),
    ).rejects.toMatchObject({
      code: 'VALIDATION.INVALID_INPUT',
      fields: { title: expect.any(String), description: expect.any(String) },
    });
    expect(m.w.rows()).toEqual(before);
  });
});

describe('photos on a report', () => {
  it('stores each photo re-encoded, numbered from 1, with the request, and shows them to its resident and the admins', async () => {
    const m = await maintenanceWorld();
    const { request } = await m.report.execute({ actor: rahim, report: tap, photos: [picture(7), picture(8)] });
    expect(request.photoCount).toBe(2);
    const second = await m.photo.execute({ actor: rahim, id: request.id, position: 2 });
    expect(second).toMatchObject({ requestId: request.id, position: 2, contentType: 'image/webp', createdAt: AT });
    expect(new TextDecoder().decode(second.bytes)).toBe('webp:8');
    expect((await m.photo.execute({ actor: boss, id: request.id, position: 1 })).position).toBe(1);
    await expectRefusal(m.photo.execute({ actor: karim, id: request.id, position: 1 }), 'MAINTENANCE.NOT_YOURS');
    await expectRefusal(m.photo.execute({ actor: rahim, id: request.id, position: 3 }), 'MAINTENANCE.NOT_FOUND');
    await expectRefusal(m.photo.execute({ actor: rahim, id: 'nope', position: 1 }), 'MAINTENANCE.NOT_FOUND');
  });

  it('refuses a fourth photo, a photo over 5 MB or a file that is no picture, naming it, and stores nothing', async () => {
    const m = await maintenanceWorld();
    const cases = [
      { photos: [1, 2, 3, 4].map(picture), code: 'MAINTENANCE.TOO_MANY_PHOTOS', message: /at most 3 photos/ },
      {
        photos: [picture(1), { bytes: new Uint8Array(PHOTO_MAX_BYTES + 1), fileName: 'big.jpg' }],
        code: 'MAINTENANCE.PHOTO_TOO_LARGE',
        message: /^Each photo must be at most 5 MB; Photo 2 \("big\.jpg"\) is larger$/,
      },
      {
        photos: [{ bytes: new TextEncoder().encode('not a picture'), fileName: '<b>x</b>.jpg' }],
        code: 'MAINTENANCE.PHOTO_INVALID',
        message: /^Photo 1 \("bx\/b\.jpg"\): that file is not a JPEG, PNG or WebP picture$/,
      },
    ] as const;
    for (const { photos, code, message } of cases) {
      const before = m.w.rows();
      await expect(m.report.execute({ actor: rahim, report: tap, photos })).rejects.toMatchObject({
        code,
        message: expect.stringMatching(message),
        fields: { photos: expect.stringMatching(message) },
      });
      expect(m.w.rows()).toEqual(before);
    }
  });

  it('leaves no photo behind when the request itself is refused', async () => {
    const m = await maintenanceWorld();
    for (let i = 0; i < 5; i++) await m.report.execute({ actor: rahim, report: { ...tap, title: `Problem ${i}` } });
    await expectNothingChanged(
      m.w,
      () => m.report.execute({ actor: rahim, report: tap, photos: [picture(1)] }),
      'MAINTENANCE.DAILY_LIMIT',
    );
    expect(m.w.rows().maintenancePhotos).toEqual([]);
  });
});

describe('reading requests', () => {
  it('shows a resident only their own requests, newest first, never an internal note', async () => {
    const m = await maintenanceWorld();
    const first = (await m.report.execute({ actor: rahim, report: tap })).request;
    m.w.clock.advance(HOUR);
    const second = (await m.report.execute({ actor: rahim, report: { ...tap, where: 'common-area' } })).request;
    const theirs = (await m.report.execute({ actor: karim, report: { ...tap, where: 'common-area' } })).request;
    await m.comment.execute({ actor: boss, id: first.id, text: 'Plumber booked for Tuesday', internal: true });
    const mine = await m.mine.execute(rahim);
    expect(mine.map((v) => v.request.id)).toEqual([second.id, first.id]);
    // The tap as its resident reported it: the note added since is not in their history.
    expect(mine[1]).toEqual({ request: first, seenBy: 'resident', actions: ['comment'] });
    expect(mine[1]?.request.history.map((e) => e.kind)).toEqual(['submitted']);
    expect(JSON.stringify(mine)).not.toContain('Plumber booked for Tuesday');
    const seen = await m.get.execute({ actor: rahim, id: first.id });
    expect(seen.request.history.map((e) => e.kind)).toEqual(['submitted']);
    const admins = await m.get.execute({ actor: boss, id: first.id });
    expect(admins.request.history.map((e) => e.kind)).toEqual(['submitted', 'internal-note']);
    await expectRefusal(m.get.execute({ actor: rahim, id: theirs.id }), 'MAINTENANCE.NOT_YOURS');
    await expectRefusal(m.get.execute({ actor: rahim, id: 'nope' }), 'MAINTENANCE.NOT_FOUND');
  });

  it('lists the board emergencies first, then the oldest, filtered by status, category or flat', async () => {
    const m = await maintenanceWorld();
    const old = (await m.report.execute({ actor: rahim, report: tap })).request;
    m.w.clock.advance(HOUR);
    const lift = (await m.report.execute({ actor: karim, report: { ...tap, where: 'common-area', category: 'lift' } }))
      .request;
    m.w.clock.advance(HOUR);
    const urgent = (await m.report.execute({ actor: rahim, report: { ...tap, emergency: true } })).request;
    await m.status.execute({ actor: boss, id: lift.id, action: 'start' });
    const ids = async (filter: object) =>
      (await m.board.execute({ actor: boss, filter })).map((view) => view.request.id);
    expect(await ids({})).toEqual([urgent.id, old.id, lift.id]);
    expect(await ids({ status: 'in_progress' })).toEqual([lift.id]);
    expect(await ids({ category: 'plumbing' })).toEqual([urgent.id, old.id]);
    expect(await ids({ apartmentId: a101.id })).toEqual([urgent.id, old.id]);
  });
});

describe('working on a request', () => {
  async function reported() {
    const m = await maintenanceWorld();
    const { request } = await m.report.execute({ actor: rahim, report: tap });
    return { m, id: request.id };
  }

  it('takes it from submitted to closed with a rating, each admin step in the audit log with its label', async () => {
    const { m, id } = await reported();
    m.w.clock.advance(HOUR);
    await m.status.execute({ actor: boss, id, action: 'start' });
    await m.comment.execute({ actor: rahim, id, text: 'Any news?', internal: false });
    await m.comment.execute({ actor: boss, id, text: 'Tomorrow morning', internal: false });
    m.w.clock.advance(DAY);
    const resolved = await m.status.execute({ actor: boss, id, action: 'resolve' });
    expect(resolved.reopenUntil).toEqual(new Date(AT.getTime() + HOUR + DAY + 7 * DAY));
    const closed = await m.close.execute({ actor: rahim, id, feedback: { rating: 5, comment: 'Quick work' } });
    expect(closed.request.status).toBe('closed');
    expect(closed.actions).toEqual([]);
    const audit = m.w.rows().audit.map(({ action, subject, label, actor, before, after }) => ({
      action,
      subject,
      label,
      actor,
      before,
      after,
    }));
    expect(audit).toEqual([
      {
        action: 'maintenance.start',
        subject: id,
        label: 'Leaking tap in A101',
        actor: boss.email,
        before: { status: 'submitted' },
        after: { status: 'in_progress' },
      },
      {
        action: 'maintenance.comment',
        subject: id,
        label: 'Leaking tap in A101',
        actor: boss.email,
        before: undefined,
        after: { text: 'Tomorrow morning' },
      },
      {
        action: 'maintenance.resolve',
        subject: id,
        label: 'Leaking tap in A101',
        actor: boss.email,
        before: { status: 'in_progress' },
        after: { status: 'resolved' },
      },
    ]);
    m.w.clock.advance(DAY * 40);
    expect(await m.summary.execute({ month: '2026-11' })).toEqual({
      month: '2026-11',
      opened: 1,
      resolved: 1,
      medianResolutionMs: HOUR + DAY,
      rated: 1,
      averageRating: 5,
    });
    expect(await m.summary.execute()).toMatchObject({ month: '2026-12', opened: 0, resolved: 0, rated: 0 });
  });

  it('declines with a reason, in the audit log; a decline without one changes nothing', async () => {
    const { m, id } = await reported();
    await expectNothingChanged(
      m.w,
      () => m.status.execute({ actor: boss, id, action: 'decline', reason: '  ' }),
      'VALIDATION.INVALID_INPUT',
    );
    const declined = await m.status.execute({ actor: boss, id, action: 'decline', reason: 'Landlord repairs this' });
    expect(declined.request.status).toBe('declined');
    expect(m.w.rows().audit.at(-1)).toMatchObject({
      action: 'maintenance.decline',
      label: 'Leaking tap in A101',
      after: { status: 'declined', reason: 'Landlord repairs this' },
    });
    await expectNothingChanged(
      m.w,
      () => m.comment.execute({ actor: rahim, id, text: 'Why?', internal: false }),
      'MAINTENANCE.FINISHED',
    );
  });

  it('resolves a submitted request at once: its history and the audit log say so, and the resident is told', async () => {
    const { m, id } = await reported();
    m.w.clock.advance(HOUR);
    const resolved = await m.status.execute({ actor: boss, id, action: 'resolve' });
    expect(resolved.request.status).toBe('resolved');
    expect(resolved.request.history.at(-1)).toEqual({
      at: new Date(AT.getTime() + HOUR),
      by: { email: boss.email, name: boss.name, role: 'admin' },
      kind: 'status-changed',
      from: 'submitted',
      to: 'resolved',
    });
    expect(m.w.rows().audit.at(-1)).toMatchObject({
      action: 'maintenance.resolve',
      before: { status: 'submitted' },
      after: { status: 'resolved' },
    });
    expect(m.w.rows().notifications.at(-1)).toMatchObject({ recipientEmail: rahim.email, topic: 'maintenance' });
    await expectNothingChanged(
      m.w,
      () => m.status.execute({ actor: boss, id, action: 'resolve' }),
      'MAINTENANCE.WRONG_STATUS',
    );
  });

  it('resolves a submitted request only over the version read: one started meanwhile is not overwritten', async () => {
    const { m, id } = await reported();
    const read = (await m.w.maintenance.byId(id))!;
    await m.status.execute({ actor: boss, id, action: 'start' });
    const stale = Object.create(m.w.maintenance) as typeof m.w.maintenance;
    stale.byId = async () => read;
    const resolving = new ChangeRequestStatus(stale, m.w.uow, m.w.clock, m.w.trail, m.w.notifier);
    await expectNothingChanged(
      m.w,
      () => resolving.execute({ actor: boss, id, action: 'resolve' }),
      'MAINTENANCE.CHANGED',
    );
    expect((await m.w.maintenance.byId(id))!.status).toBe('in_progress');
  });

  it('refuses the steps the domain forbids and changes no row', async () => {
    const { m, id } = await reported();
    await expectNothingChanged(
      m.w,
      () => m.status.execute({ actor: rahim, id, action: 'start' }),
      'MAINTENANCE.ADMINS_ONLY',
    );
    await expectNothingChanged(
      m.w,
      () => m.comment.execute({ actor: rahim, id, text: 'psst', internal: true }),
      'MAINTENANCE.ADMINS_ONLY',
    );
    await expectNothingChanged(
      m.w,
      () => m.comment.execute({ actor: karim, id, text: 'Me too', internal: false }),
      'MAINTENANCE.NOT_YOURS',
    );
    await m.status.execute({ actor: boss, id, action: 'start' });
    await m.status.execute({ actor: boss, id, action: 'resolve' });
    await expectNothingChanged(
      m.w,
      () => m.close.execute({ actor: boss, id, feedback: {} }),
      'MAINTENANCE.RESIDENT_ONLY',
    );
    await expectNothingChanged(
      m.w,
      () => m.close.execute({ actor: rahim, id, feedback: { rating: 6 } }),
      'VALIDATION.INVALID_INPUT',
    );
    await expectNothingChanged(
      m.w,
      () => m.status.execute({ actor: boss, id: 'nope', action: 'start' }),
      'MAINTENANCE.NOT_FOUND',
    );
  });

  it('lets the resident reopen within 7 days of the resolution, and not after', async () => {
    const { m, id } = await reported();
    await m.status.execute({ actor: boss, id, action: 'start' });
    await m.status.execute({ actor: boss, id, action: 'resolve' });
    m.w.clock.advance(7 * DAY);
    const reopened = await m.reopen.execute({ actor: rahim, id, reason: 'Drips again' });
    expect(reopened.request.status).toBe('in_progress');
    await m.status.execute({ actor: boss, id, action: 'resolve' });
    m.w.clock.advance(7 * DAY + 1);
    await expectNothingChanged(m.w, () => m.reopen.execute({ actor: rahim, id }), 'MAINTENANCE.REOPEN_EXPIRED');
  });

  it("tells the loser of two admins' changes made from the same read, and keeps the winner's", async () => {
    const { m, id } = await reported();
    const read = (await m.w.maintenance.byId(id))!;
    await m.status.execute({ actor: boss, id, action: 'start' });
    // A write over the version read before the start is refused by the store, not applied on top of it.
    expect(await m.w.maintenance.replace({ ...read, status: 'declined' }, read.history.length)).toBe(false);
    expect((await m.w.maintenance.byId(id))!.status).toBe('in_progress');
  });
});

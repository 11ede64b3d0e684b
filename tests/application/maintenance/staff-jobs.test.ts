import { describe, expect, it } from 'vitest';
import { GetBuilding } from '../../../application/building/get-building.ts';
import { ReportProblem, type Report } from '../../../application/maintenance/report-problem.ts';
import { ChangeRequestStatus } from '../../../application/maintenance/change-request-status.ts';
import { CommentOnRequest } from '../../../application/maintenance/comment-on-request.ts';
import { GetRequest } from '../../../application/maintenance/get-request.ts';
import { GetRequestPhoto } from '../../../application/maintenance/get-request-photo.ts';
import { AssignRequest, GetMyJob, ListMyJobs } from '../../../application/maintenance/staff-jobs.ts';
import { AT, BUILDING_DETAILS, anActor, anAgreement, anApartment } from '../../support/builders.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const a101 = anApartment().build();
const rahim = anActor().member().build();
const boss = anActor().withEmail('office@lakeview.example').withName('Nusrat Jahan').admin().build();
const jamal = anActor().withEmail('guard@lakeview.example').withName('Jamal Mia').withRole('staff').build();
const selim = anActor().withEmail('caretaker@lakeview.example').withName('Selim Khan').withRole('staff').build();
const lease = anAgreement().on(a101).withStatus('accepted').build();

const tap: Report = {
  where: 'flat',
  category: 'plumbing',
  title: 'Leaking tap',
  description: 'The kitchen tap drips all night.',
  entryAllowed: true,
  entryNotes: 'A cat lives here',
};

async function jobsWorld() {
  const w = await aWorld({ apartments: [a101], agreements: [lease] });
  for (const [who, job] of [
    [jamal, 'guard'],
    [selim, 'caretaker'],
  ] as const) {
    await w.staffRoster.add({ email: who.email, name: who.name, job, addedAt: AT });
  }
  const report = new ReportProblem(
    w.agreements,
    w.users,
    w.maintenance,
    { prepare: async () => ({ bytes: new TextEncoder().encode('webp'), contentType: 'image/webp' }) },
    new GetBuilding(w.building, BUILDING_DETAILS),
    w.uow,
    w.ids,
    w.clock,
    w.calendar,
    w.notifier,
  );
  const photo = { bytes: new Uint8Array([1]), fileName: 'tap.jpg' };
  const { request } = await report.execute({ actor: rahim, report: tap, photos: [photo] });
  return {
    w,
    id: request.id,
    report,
    assign: new AssignRequest(w.maintenance, w.staffRoster, w.uow, w.clock, w.trail, w.notifier),
    jobs: new ListMyJobs(w.maintenance, w.clock),
    job: new GetMyJob(w.maintenance, w.clock),
    status: new ChangeRequestStatus(w.maintenance, w.uow, w.clock, w.trail, w.notifier),
    comment: new CommentOnRequest(w.maintenance, w.uow, w.clock, w.trail, w.notifier),
    get: new GetRequest(w.maintenance, w.clock),
    photo: new GetRequestPhoto(w.maintenance),
  };
}

async function unchanged(w: World, call: () => Promise<unknown>, code: Parameters<typeof expectRefusal>[1]) {
  const before = w.rows();
  await expectRefusal(call(), code);
  expect(w.rows()).toEqual(before);
}

describe('AssignRequest', () => {
  it('gives the work to a staff member: audited, the staff member told by inbox and email, the admin shown their email', async () => {
    const m = await jobsWorld();
    const view = await m.assign.execute({ actor: boss, id: m.id, staffEmail: ' Guard@Lakeview.example ', version: 1 });
    expect(view.request.assignee).toEqual({ email: jamal.email, name: jamal.name });
    expect(view.request.history.at(-1)).toMatchObject({ kind: 'assigned', assignee: { name: 'Jamal Mia' } });
    expect(view.seenBy).toBe('admin');
    expect(m.w.rows().audit.at(-1)).toMatchObject({
      action: 'maintenance.assign',
      actor: boss.email,
      subject: m.id,
      label: 'Leaking tap in A101',
      before: { assignee: null },
      after: { assignee: jamal.email },
    });
    expect(m.w.rows().notifications.at(-1)).toMatchObject({ recipientEmail: jamal.email, topic: 'maintenance' });
    expect(m.w.rows().notifications.at(-1)!.event).toEqual({
      type: 'maintenance-assigned',
      requestId: m.id,
      title: 'Leaking tap',
      place: 'A101',
    });
    expect(m.w.rows().emails.some((e) => e.to === jamal.email)).toBe(true);
  });

  it('reassigns and takes the work back, each over the version shown', async () => {
    const m = await jobsWorld();
    await m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 1 });
    const moved = await m.assign.execute({ actor: boss, id: m.id, staffEmail: selim.email, version: 2 });
    expect(moved.request.assignee?.email).toBe(selim.email);
    expect(await m.jobs.execute(jamal)).toEqual([]);
    const back = await m.assign.execute({ actor: boss, id: m.id, staffEmail: null, version: 3 });
    expect(back.request.assignee).toBeUndefined();
    expect(await m.jobs.execute(selim)).toEqual([]);
    expect(m.w.rows().audit.at(-1)).toMatchObject({ before: { assignee: selim.email }, after: { assignee: null } });
  });

  it('refuses a stale screen, someone not on the roster, the same assignee, a finished request and a non-admin, writing nothing', async () => {
    const m = await jobsWorld();
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 2 }),
      'MAINTENANCE.CHANGED',
    );
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: boss, id: m.id, staffEmail: 'rahim@example.com', version: 1 }),
      'STAFF.NOT_FOUND',
    );
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: boss, id: m.id, staffEmail: null, version: 1 }),
      'MAINTENANCE.SAME_ASSIGNEE',
    );
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: boss, id: 'nope', staffEmail: jamal.email, version: 1 }),
      'MAINTENANCE.NOT_FOUND',
    );
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: rahim, id: m.id, staffEmail: jamal.email, version: 1 }),
      'MAINTENANCE.ADMINS_ONLY',
    );
    await m.status.execute({ actor: boss, id: m.id, action: 'decline', reason: 'Not ours' });
    await unchanged(
      m.w,
      () => m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 2 }),
      'MAINTENANCE.FINISHED',
    );
  });
});

describe('the staff member’s jobs', () => {
  it('lists only the jobs given to them, without the resident’s email or the internal notes', async () => {
    const m = await jobsWorld();
    const other = (await m.report.execute({ actor: rahim, report: { ...tap, title: 'Light out' } })).request.id;
    await m.comment.execute({ actor: boss, id: m.id, text: 'Tenant is difficult', internal: true });
    await m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 2 });
    await m.assign.execute({ actor: boss, id: other, staffEmail: selim.email, version: 1 });
    const mine = await m.jobs.execute(jamal);
    expect(mine.map((v) => v.request.id)).toEqual([m.id]);
    expect(mine[0]!.seenBy).toBe('staff');
    expect(mine[0]!.actions).toEqual(['start', 'resolve', 'comment']);
    expect(mine[0]!.request.history.map((e) => e.kind)).toEqual(['submitted', 'assigned']);
    expect((await m.job.execute({ actor: jamal, id: m.id })).request.id).toBe(m.id);
    await expectRefusal(m.job.execute({ actor: jamal, id: other }), 'MAINTENANCE.NOT_ASSIGNED');
    await expectRefusal(m.job.execute({ actor: jamal, id: 'nope' }), 'MAINTENANCE.NOT_FOUND');
    // The resident's own routes never show a staff member a request of another's.
    await expectRefusal(m.get.execute({ actor: jamal, id: m.id }), 'MAINTENANCE.NOT_YOURS');
  });

  it('moves a job along and comments as the admin would: audited, the resident told', async () => {
    const m = await jobsWorld();
    await m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 1 });
    const started = await m.status.execute({ actor: jamal, id: m.id, action: 'start', asStaff: true });
    expect(started.request.status).toBe('in_progress');
    expect(started.seenBy).toBe('staff');
    expect(started.request.history.at(-1)).toMatchObject({ by: { name: 'Jamal Mia', role: 'staff' } });
    expect(m.w.rows().audit.at(-1)).toMatchObject({ action: 'maintenance.start', actor: jamal.email });
    expect(m.w.rows().notifications.at(-1)).toMatchObject({ recipientEmail: rahim.email });
    await m.comment.execute({ actor: jamal, id: m.id, text: 'Coming at 3 pm.', internal: false, asStaff: true });
    expect(m.w.rows().audit.at(-1)).toMatchObject({ action: 'maintenance.comment', actor: jamal.email });
    expect(m.w.rows().notifications.at(-1)).toMatchObject({ recipientEmail: rahim.email });
    const resolved = await m.status.execute({ actor: jamal, id: m.id, action: 'resolve', asStaff: true });
    expect(resolved.request.status).toBe('resolved');
  });

  it('shows a job’s photos to the staff member it is given to, on their routes only, and to no other', async () => {
    const m = await jobsWorld();
    await m.assign.execute({ actor: boss, id: m.id, staffEmail: jamal.email, version: 1 });
    const photo = await m.photo.execute({ actor: jamal, id: m.id, position: 1, asStaff: true });
    expect(new TextDecoder().decode(photo.bytes)).toBe('webp');
    await expectRefusal(
      m.photo.execute({ actor: selim, id: m.id, position: 1, asStaff: true }),
      'MAINTENANCE.NOT_ASSIGNED',
    );
    await expectRefusal(m.photo.execute({ actor: jamal, id: m.id, position: 1 }), 'MAINTENANCE.NOT_YOURS');
    await expectRefusal(
      m.photo.execute({ actor: jamal, id: m.id, position: 2, asStaff: true }),
      'MAINTENANCE.NOT_FOUND',
    );
  });

  it('refuses a staff member moving or commenting on a job not theirs, writing nothing', async () => {
    const m = await jobsWorld();
    await m.assign.execute({ actor: boss, id: m.id, staffEmail: selim.email, version: 1 });
    await unchanged(
      m.w,
      () => m.status.execute({ actor: jamal, id: m.id, action: 'start', asStaff: true }),
      'MAINTENANCE.NOT_ASSIGNED',
    );
    await unchanged(
      m.w,
      () => m.comment.execute({ actor: jamal, id: m.id, text: 'Hi', internal: false, asStaff: true }),
      'MAINTENANCE.NOT_ASSIGNED',
    );
    await unchanged(
      m.w,
      () => m.status.execute({ actor: selim, id: m.id, action: 'decline', reason: 'No', asStaff: true }),
      'MAINTENANCE.ADMINS_ONLY',
    );
  });
});

import { delay, http, HttpResponse } from 'msw';
import { z } from 'zod';
import { staffMemberSchema } from '@contract/front-desk';
import {
  type MaintenanceReportDto,
  maintenanceReportSchema,
  type MaintenanceRequestDto,
  maintenanceRequestSchema,
  type StaffJobDto,
  staffJobSchema,
} from '@contract/maintenance';
import { MAINTENANCE_RULES } from '@domain/maintenance/fields.ts';
import { json } from '@/lib/mocks/json.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
/** A fixed morning, so the stories and tests read the same every day. */
const T0 = Date.parse('2026-11-02T04:00:00.000Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const nadia = { name: 'Nadia Rahman', role: 'resident' as const };
const admin = { name: 'Farhan Ali', role: 'admin' as const };
const flatA101 = { kind: 'flat' as const, apartmentId: 'ap-1', label: 'A101' };

/** A leaking tap in the flat, reported as an emergency, worked on and resolved. */
export const resolvedLeak: MaintenanceRequestDto = {
  _id: 'mr-1',
  category: 'plumbing',
  title: 'Kitchen tap leaking',
  description: 'Water runs under the sink since this morning.',
  emergency: true,
  place: flatA101,
  entry: { allowed: true, notes: 'A cat lives here; keep the door shut.' },
  resident: { email: 'nadia@example.com', name: 'Nadia Rahman' },
  createdAt: at(0),
  status: 'resolved',
  history: [
    { at: at(0), kind: 'submitted', by: nadia },
    { at: at(2 * HOUR), kind: 'status-changed', by: admin, from: 'submitted', to: 'in_progress' },
    { at: at(2 * HOUR), kind: 'comment', by: admin, text: 'A plumber comes at 3 pm today.' },
    { at: at(2 * DAY + 4 * HOUR), kind: 'status-changed', by: admin, from: 'in_progress', to: 'resolved' },
  ],
  actions: ['reopen', 'close', 'comment'],
  reopenUntil: at(9 * DAY + 4 * HOUR),
  photos: [
    { position: 1, url: '/api/maintenance/mr-1/photos/1' },
    { position: 2, url: '/api/maintenance/mr-1/photos/2' },
  ],
  assignee: null,
};

/** A flickering light on the stairs, just reported. */
export const submittedLight: MaintenanceRequestDto = {
  _id: 'mr-2',
  category: 'electrical',
  title: 'Stairwell light flickers',
  description: 'The light between floors 2 and 3 flickers at night.',
  emergency: false,
  place: { kind: 'common-area' },
  entry: null,
  resident: { email: 'nadia@example.com', name: 'Nadia Rahman' },
  createdAt: at(3 * DAY),
  status: 'submitted',
  history: [{ at: at(3 * DAY), kind: 'submitted', by: nadia }],
  actions: ['comment'],
  reopenUntil: null,
  photos: [],
  assignee: null,
};

/** A lift request in progress, as an admin sees it: with an internal note. */
export const liftInProgress: MaintenanceRequestDto = {
  _id: 'mr-3',
  category: 'lift',
  title: 'Lift stops between floors',
  description: 'The lift stopped between floors 4 and 5 twice this week.',
  emergency: false,
  place: { kind: 'flat', apartmentId: 'ap-5', label: 'C301' },
  entry: { allowed: false, notes: null },
  resident: { email: 'karim@example.com', name: 'Karim Ahmed' },
  createdAt: at(DAY),
  status: 'in_progress',
  history: [
    { at: at(DAY), kind: 'submitted', by: { name: 'Karim Ahmed', role: 'resident' } },
    { at: at(DAY + 5 * HOUR), kind: 'status-changed', by: admin, from: 'submitted', to: 'in_progress' },
    { at: at(DAY + 6 * HOUR), kind: 'internal-note', by: admin, text: 'Call the lift company before Friday.' },
  ],
  actions: ['resolve', 'decline', 'comment', 'internal-note', 'assign'],
  reopenUntil: null,
  photos: [],
  assignee: null,
};

export const myRequests = [submittedLight, resolvedLeak];
/** The board: emergencies first, then the oldest. */
export const boardRequests: MaintenanceRequestDto[] = [
  { ...resolvedLeak, actions: ['comment', 'internal-note'] },
  liftInProgress,
  { ...submittedLight, actions: ['start', 'resolve', 'decline', 'comment', 'internal-note'] },
];

const refusal = (status: number, code: string, message: string, extra: object = {}) =>
  HttpResponse.json({ message, code, requestId: 'story', ...extra }, { status });
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};
const request = maintenanceRequestSchema;
const requests = z.array(maintenanceRequestSchema);

/** A small grey picture: what the photo URLs answer with. */
const PIXEL = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGD4DwAEhAGAjHtFXwAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);
const pixel = () => HttpResponse.arrayBuffer(PIXEL.buffer, { headers: { 'content-type': 'image/png' } });
export const photoBytes = http.get('/api/maintenance/:id/photos/:position', pixel);
/** A job's photo, from the staff's own route. */
export const jobPhotoBytes = http.get('/api/staff/jobs/:id/photos/:position', pixel);

export const mine = (list: MaintenanceRequestDto[] = myRequests) =>
  http.get('/api/maintenance', () => json(requests, list));
export const minePending = http.get('/api/maintenance', never);
export const mineFailing = http.get('/api/maintenance', () =>
  refusal(500, 'INTERNAL', 'Something went wrong on our side'),
);

const byId = (list: MaintenanceRequestDto[]) => (id: unknown) => list.find((r) => r._id === id) ?? list[0]!;
export const oneRequest = (list: MaintenanceRequestDto[] = myRequests) =>
  http.get('/api/maintenance/:id', ({ params }) => json(request, byId(list)(params.id)));

/** Read from a copy: in the stories two mock servers may see the same request. */
const reportOf = async (original: Request): Promise<Record<string, unknown>> => {
  const request = original.clone();
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    return JSON.parse(String(form.get('report'))) as Record<string, unknown>;
  }
  return (await request.json()) as Record<string, unknown>;
};

/** The report goes through; an emergency's answer carries the number to call. */
export const reportAccepted = http.post('/api/maintenance', async ({ request }) => {
  const body = await reportOf(request);
  const answer: MaintenanceReportDto = {
    ...submittedLight,
    _id: 'mr-new',
    title: String(body.title),
    category: body.category as MaintenanceReportDto['category'],
    emergency: body.emergency === true,
    place: body.where === 'flat' ? flatA101 : { kind: 'common-area' },
    emergencyPhone: body.emergency === true ? '+880 1711-000999' : null,
  };
  return json(maintenanceReportSchema, answer, 201);
});
export const reportFieldsRefused = http.post('/api/maintenance', () =>
  refusal(400, 'VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.title, {
    fields: {
      category: MAINTENANCE_RULES.category,
      title: MAINTENANCE_RULES.title,
      description: MAINTENANCE_RULES.description,
    },
  }),
);
export const reportLimited = http.post('/api/maintenance', () =>
  refusal(
    429,
    'MAINTENANCE.DAILY_LIMIT',
    'You have reported 5 problems today, the most one resident may in a day. Please try again tomorrow.',
  ),
);

const changed = (from: MaintenanceRequestDto, patch: Partial<MaintenanceRequestDto>) =>
  json(request, { ...from, ...patch });

export const residentChanges = [
  http.post('/api/maintenance/:id/comments', ({ params }) => changed(byId(myRequests)(params.id), {})),
  http.post('/api/maintenance/:id/reopen', ({ params }) =>
    changed(byId(myRequests)(params.id), { status: 'in_progress', actions: ['comment'], reopenUntil: null }),
  ),
  http.post('/api/maintenance/:id/close', ({ params }) =>
    changed(byId(myRequests)(params.id), { status: 'closed', actions: [], reopenUntil: null }),
  ),
];
export const commentRefused = http.post('/api/maintenance/:id/comments', () =>
  refusal(409, 'MAINTENANCE.WRONG_STATUS', 'This request is closed, so it takes no more comments.'),
);
export const closeRefused = http.post('/api/maintenance/:id/close', () =>
  refusal(409, 'MAINTENANCE.WRONG_STATUS', 'This request is not resolved yet, so it cannot be closed.'),
);

export const board = (list: MaintenanceRequestDto[] = boardRequests) =>
  http.get('/api/admin/maintenance', () => json(requests, list));
export const boardPending = http.get('/api/admin/maintenance', never);
export const boardFailing = http.get('/api/admin/maintenance', () =>
  refusal(500, 'INTERNAL', 'Something went wrong on our side'),
);
export const boardRequest = oneRequest(boardRequests);
export const adminChanges = [
  http.post('/api/admin/maintenance/:id/status', async ({ params, request }) => {
    const { action } = (await request.clone().json()) as { action: string };
    const to = action === 'start' ? 'in_progress' : action === 'resolve' ? 'resolved' : 'declined';
    return changed(byId(boardRequests)(params.id), { status: to });
  }),
  http.post('/api/admin/maintenance/:id/comments', ({ params }) => changed(byId(boardRequests)(params.id), {})),
];
export const statusStale = http.post('/api/admin/maintenance/:id/status', () =>
  refusal(409, 'MAINTENANCE.WRONG_STATUS', 'Another admin changed this request first: it is already resolved.'),
);

/** The building's staff, for the admin's choice of who works on a request. */
export const roster = http.get('/api/admin/staff', () =>
  json(z.array(staffMemberSchema), [
    { email: 'jamal@lakeview.example', name: 'Jamal Mia', job: 'caretaker', addedAt: at(0) },
    { email: 'selim@lakeview.example', name: 'Selim Khan', job: 'guard', addedAt: at(0) },
  ]),
);
export const rosterEmpty = http.get('/api/admin/staff', () => json(z.array(staffMemberSchema), []));
export const assignment = http.post('/api/admin/maintenance/:id/assignment', async ({ params, request: sent }) => {
  const { staffEmail } = (await sent.clone().json()) as { staffEmail: string | null };
  const from = byId(boardRequests)(params.id);
  const assignee = staffEmail ? { email: staffEmail, name: 'Jamal Mia' } : null;
  return changed(from, {
    assignee,
    history: [
      ...from.history,
      { at: at(2 * DAY), kind: 'assigned', by: admin, ...(assignee ? { assignee: { name: assignee.name } } : {}) },
    ],
  });
});
export const assignmentStale = http.post('/api/admin/maintenance/:id/assignment', () =>
  refusal(
    409,
    'MAINTENANCE.CHANGED',
    'Someone changed this request at the same moment; look at it again before you change it.',
  ),
);

const caretaker = { name: 'Jamal Mia', role: 'staff' as const };

/** The lift, given to the caretaker, as he sees it on his phone: the resident by name only, no internal note. */
export const liftJob: StaffJobDto = {
  _id: 'mr-3',
  category: 'lift',
  title: 'Lift stops between floors',
  description: 'The lift stopped between floors 4 and 5 twice this week.',
  emergency: false,
  place: { kind: 'flat', apartmentId: 'ap-5', label: 'C301' },
  entry: { allowed: false, notes: 'Ring twice; the baby sleeps till 10.' },
  resident: { name: 'Karim Ahmed' },
  createdAt: at(DAY),
  status: 'submitted',
  history: [
    { at: at(DAY), kind: 'submitted', by: { name: 'Karim Ahmed', role: 'resident' } },
    { at: at(DAY + 5 * HOUR), kind: 'assigned', by: admin, assignee: { name: 'Jamal Mia' } },
  ],
  actions: ['start', 'resolve', 'comment'],
  assignee: { name: 'Jamal Mia' },
  photos: [],
};
/** A leak in the flat, already being worked on, an emergency. */
export const leakJob: StaffJobDto = {
  ...liftJob,
  _id: 'mr-1',
  category: 'plumbing',
  title: 'Kitchen tap leaking',
  description: 'Water runs under the sink since this morning.',
  emergency: true,
  place: flatA101,
  entry: { allowed: true, notes: null },
  resident: { name: 'Nadia Rahman' },
  status: 'in_progress',
  history: [
    ...liftJob.history,
    { at: at(DAY + 6 * HOUR), kind: 'status-changed', by: caretaker, from: 'submitted', to: 'in_progress' },
    { at: at(DAY + 6 * HOUR), kind: 'comment', by: caretaker, text: 'Coming with a new washer at 3 pm.' },
  ],
  actions: ['resolve', 'comment'],
  photos: [{ position: 1, url: '/api/staff/jobs/mr-1/photos/1' }],
};
const jobs = z.array(staffJobSchema);
export const myJobs = (list: StaffJobDto[] = [leakJob, liftJob]) => http.get('/api/staff/jobs', () => json(jobs, list));
export const myJobsPending = http.get('/api/staff/jobs', never);
export const myJobsFailing = http.get('/api/staff/jobs', () =>
  refusal(500, 'INTERNAL', 'Something went wrong on our side'),
);
const jobOf = (id: unknown) => [leakJob, liftJob].find((j) => j._id === id) ?? liftJob;
export const oneJob = http.get('/api/staff/jobs/:id', ({ params }) => json(staffJobSchema, jobOf(params.id)));
export const oneJobPending = http.get('/api/staff/jobs/:id', never);
export const oneJobMissing = http.get('/api/staff/jobs/:id', () =>
  refusal(
    404,
    'MAINTENANCE.NOT_ASSIGNED',
    'You have no job by that id: you can only see and work the requests assigned to you.',
  ),
);
export const jobChanges = [
  http.post('/api/staff/jobs/:id/status', async ({ params, request: sent }) => {
    const { action } = (await sent.clone().json()) as { action: string };
    const from = jobOf(params.id);
    const to = action === 'start' ? 'in_progress' : 'resolved';
    return json(staffJobSchema, {
      ...from,
      status: to,
      actions: to === 'in_progress' ? ['resolve', 'comment'] : ['comment'],
      history: [...from.history, { at: at(2 * DAY), kind: 'status-changed', by: caretaker, from: from.status, to }],
    });
  }),
  http.post('/api/staff/jobs/:id/comments', ({ params }) => json(staffJobSchema, jobOf(params.id))),
];
export const jobCommentRefused = http.post('/api/staff/jobs/:id/comments', () =>
  refusal(400, 'VALIDATION.INVALID_INPUT', MAINTENANCE_RULES.comment, { fields: { text: MAINTENANCE_RULES.comment } }),
);

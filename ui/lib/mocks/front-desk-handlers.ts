import { http } from 'msw';
import { z } from 'zod';
import {
  type DeskFlatDto,
  deskFlatSchema,
  type StaffMemberDto,
  staffMemberSchema,
  visitorSettingsSchema,
  type VisitDto,
  visitSchema,
} from '@contract/front-desk';
import { messageSchema } from '@contract/shared';
import { json } from './json.ts';

/** The building's staff: a guard and the caretaker. */
export const sampleStaff: StaffMemberDto[] = [
  { email: 'abdul.guard@example.com', name: 'Abdul Karim', job: 'guard', addedAt: '2026-10-01T09:00:00.000Z' },
  { email: 'nila@example.com', name: 'Nila Akter', job: 'caretaker', addedAt: '2026-10-12T09:00:00.000Z' },
];

/** Today's visitors at B401 and A101: one expected with a pass, one inside, one walk-in who left. */
export const sampleVisits: VisitDto[] = [
  {
    id: 'v-1',
    kind: 'pass',
    code: 'HK4M7Q',
    flat: 'B401',
    visitorName: 'Karim Chowdhury',
    phone: '01712345678',
    date: '2026-11-20',
    note: 'Bringing a parcel',
    status: 'expected',
    createdAt: '2026-11-19T15:00:00.000Z',
    arrivedAt: null,
    leftAt: null,
  },
  {
    id: 'v-2',
    kind: 'pass',
    code: 'TXR9CE',
    flat: 'A101',
    visitorName: 'Farhana Islam',
    phone: '01898765432',
    date: '2026-11-20',
    note: '',
    status: 'arrived',
    createdAt: '2026-11-19T10:00:00.000Z',
    arrivedAt: '2026-11-20T04:15:00.000Z',
    leftAt: null,
  },
  {
    id: 'v-3',
    kind: 'walk-in',
    code: null,
    flat: 'B401',
    visitorName: 'Courier (Pathao)',
    phone: '01612345678',
    date: '2026-11-20',
    note: '',
    status: 'left',
    createdAt: '2026-11-20T03:00:00.000Z',
    arrivedAt: '2026-11-20T03:00:00.000Z',
    leftAt: '2026-11-20T03:10:00.000Z',
  },
];

export const sampleFlats: DeskFlatDto[] = [
  { apartmentId: 'apt-a101', flat: 'A101', block: 'A', floor: 1, residentName: 'Farhana Islam' },
  { apartmentId: 'apt-b401', flat: 'B401', block: 'B', floor: 4, residentName: 'Nadia Rahman' },
  { apartmentId: 'apt-c202', flat: 'C202', block: 'C', floor: 2, residentName: null },
];

const passFor = (body: { visitorName?: string; phone?: string; date?: string; note?: string }): VisitDto => ({
  ...sampleVisits[0]!,
  id: 'v-new',
  code: 'QRT7PW',
  visitorName: body.visitorName ?? '',
  phone: body.phone ?? '',
  date: body.date ?? '2026-11-20',
  note: body.note ?? '',
});

const MARKED_AT = '2026-11-20T05:00:00.000Z';
const visitOf = (visits: VisitDto[], id: unknown): VisitDto => visits.find((v) => v.id === id) ?? sampleVisits[0]!;

/** Every front-desk call, answered happily from the samples (or the lists given). */
export const frontDesk = ({
  staff = sampleStaff,
  visits = sampleVisits,
}: { staff?: StaffMemberDto[]; visits?: VisitDto[] } = {}) => [
  http.get('/api/admin/staff', () => json(z.array(staffMemberSchema), staff)),
  http.post('/api/admin/staff', async ({ request }) => {
    const body = (await request.clone().json()) as { email: string; name: string; job: StaffMemberDto['job'] };
    return json(staffMemberSchema, { ...body, addedAt: '2026-11-20T10:00:00.000Z' }, 201);
  }),
  http.delete('/api/admin/staff/:email', () => json(messageSchema, { message: 'Staff member removed' })),
  http.get('/api/visitors/mine', () => json(z.array(visitSchema), visits)),
  http.post('/api/visitors', async ({ request }) =>
    json(visitSchema, passFor((await request.clone().json()) as object), 201),
  ),
  http.post('/api/visitors/:id/cancel', ({ params }) =>
    json(visitSchema, { ...(visits.find((v) => v.id === params.id) ?? sampleVisits[0]!), status: 'cancelled' }),
  ),
  http.get('/api/desk/visitors', () => json(z.array(visitSchema), visits)),
  http.get('/api/desk/flats', () => json(z.array(deskFlatSchema), sampleFlats)),
  http.post('/api/desk/passes/:code/arrive', () =>
    json(visitSchema, { ...sampleVisits[0]!, status: 'arrived', arrivedAt: '2026-11-20T05:00:00.000Z' }),
  ),
  http.post('/api/desk/visits/:id/arrive', ({ params }) =>
    json(visitSchema, { ...visitOf(visits, params.id), status: 'arrived', arrivedAt: MARKED_AT }),
  ),
  http.post('/api/desk/visits/:id/leave', ({ params }) =>
    json(visitSchema, { ...visitOf(visits, params.id), status: 'left', leftAt: MARKED_AT }),
  ),
  http.post('/api/desk/walk-ins', async ({ request }) => {
    const body = (await request.clone().json()) as { visitorName: string; phone: string };
    return json(visitSchema, { ...sampleVisits[2]!, id: 'w-new', ...body, status: 'arrived', leftAt: null }, 201);
  }),
  http.get('/api/desk/visitor-log', () => json(z.array(visitSchema), visits)),
  http.get('/api/admin/visitor-settings', () => json(visitorSettingsSchema, { retentionDays: 90, version: 0 })),
  http.put('/api/admin/visitor-settings', async ({ request }) => {
    const body = (await request.clone().json()) as { retentionDays: number; version: number };
    return json(visitorSettingsSchema, { retentionDays: body.retentionDays, version: body.version + 1 });
  }),
];

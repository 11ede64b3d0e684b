import { delay, http, HttpResponse } from 'msw';
import { type AuditEntryDto, type AuditLogDto, auditLogSchema } from '@contract/audit';
import { json } from '@/lib/mocks/json.ts';

const PAGE_SIZE = 20;
const at = (day: number, hour: number) => new Date(Date.UTC(2026, 10, day, hour, 5)).toISOString();

/** One of each action, newest first, as the server words them. */
export const sampleEntries: AuditEntryDto[] = [
  {
    _id: 'au-7',
    at: at(14, 9),
    actor: 'admin@lakeview.test',
    action: 'member.remove',
    subject: 'karim@example.com',
    label: 'Karim Ahmed of Block C, floor 5, C501',
    before: { role: 'member', agreement: 'ag-2' },
    after: { role: 'user', agreement: 'ended' },
  },
  {
    _id: 'au-6',
    at: at(12, 6),
    actor: 'admin@lakeview.test',
    action: 'announcement.post',
    subject: 'an-1',
    label: 'Lift maintenance on Saturday',
    before: null,
    after: { title: 'Lift maintenance on Saturday' },
  },
  {
    _id: 'au-5',
    at: at(10, 8),
    actor: 'admin@lakeview.test',
    action: 'coupon.toggle',
    subject: 'WINTER5',
    label: 'WINTER5',
    before: { isActive: true },
    after: { isActive: false },
  },
  {
    _id: 'au-4',
    at: at(8, 8),
    actor: 'admin@lakeview.test',
    action: 'coupon.add',
    subject: 'EID15',
    label: 'EID15',
    before: null,
    after: { discountPercentage: 15, isActive: true, expiresOn: '2027-04-30' },
  },
  {
    _id: 'au-3',
    at: at(6, 11),
    actor: 'admin@lakeview.test',
    action: 'agreement.reject',
    subject: 'ag-3',
    label: 'Rafiq Islam for Block A, floor 2, A201',
    before: { status: 'pending' },
    after: { status: 'rejected', userEmail: 'rafiq@example.com', apartment: 'A-2-A201' },
  },
  {
    _id: 'au-2',
    at: at(5, 11),
    actor: 'admin@lakeview.test',
    action: 'agreement.accept',
    subject: 'ag-1',
    label: 'Nadia Rahman for Block B, floor 3, B302',
    before: { status: 'pending' },
    after: { status: 'accepted', userEmail: 'nadia@example.com', apartment: 'B-3-B302', startMonth: '2026-11' },
  },
  {
    _id: 'au-1',
    at: at(1, 3),
    actor: 'cli',
    action: 'admin.create',
    subject: 'admin@lakeview.test',
    // Recorded before entries carried what people call their subject.
    label: null,
    before: { role: null },
    after: { role: 'admin' },
  },
];

/** Enough entries for three pages: the same seven again and again, each with its own id and an earlier time. */
export const manyEntries: AuditEntryDto[] = Array.from({ length: 45 }, (_, i) => {
  const e = sampleEntries[i % sampleEntries.length]!;
  return { ...e, _id: `au-many-${i}`, at: new Date(Date.parse(e.at) - i * 3_600_000).toISOString() };
});

/** The server's paging and filter over a fixed list. */
export const auditLog = (entries: AuditEntryDto[] = sampleEntries) =>
  http.get('/api/admin/audit-log', ({ request }) => {
    const url = new URL(request.url);
    const action = url.searchParams.get('action');
    const page = Number(url.searchParams.get('page') ?? 1);
    const matching = action ? entries.filter((e) => e.action === action) : entries;
    const body: AuditLogDto = {
      entries: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
      total: matching.length,
      page,
      pageSize: PAGE_SIZE,
    };
    return json(auditLogSchema, body);
  });

export const auditLogPending = http.get('/api/admin/audit-log', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

export const auditLogFailing = http.get('/api/admin/audit-log', () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'STORY.FAILURE', requestId: 'story' },
    { status: 500 },
  ),
);

import { delay, http, HttpResponse } from 'msw';
import { type ArrearsDto, type ArrearsRowDto, arrearsSchema } from '@contract/payments';
import { json } from '@/lib/mocks/json.ts';

/** November 2026: two residents behind and one who moved out owing, largest debt first, as the server sorts them. */
export const sampleArrearsRows: ArrearsRowDto[] = [
  {
    memberName: 'Karim Ahmed',
    memberEmail: 'karim@example.com',
    current: true,
    months: ['2026-09', '2026-10', '2026-11'],
    owed: 54000,
  },
  {
    memberName: 'Nadia Rahman',
    memberEmail: 'nadia@example.com',
    current: true,
    months: ['2026-09', '2026-11'],
    owed: 29000,
  },
  {
    memberName: 'Rafiq Islam',
    memberEmail: 'rafiq@example.com',
    current: false,
    months: ['2026-07', '2026-08'],
    owed: 24000,
  },
];

export const sampleArrears = (rows: ArrearsRowDto[] = sampleArrearsRows, currentMonth = '2026-11'): ArrearsDto => ({
  currentMonth,
  rows,
  total: rows.reduce((sum, r) => sum + r.owed, 0),
});

export const arrears = (rows: ArrearsRowDto[] = sampleArrearsRows) =>
  http.get('/api/admin/arrears', () => json(arrearsSchema, sampleArrears(rows)));

export const arrearsCsv = http.get(
  '/api/admin/arrears/csv',
  () =>
    new HttpResponse(`Arrears up to,November 2026\r\n\r\nMember,Email\r\nKarim Ahmed,karim@example.com\r\n`, {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="arrears-2026-11.csv"',
      },
    }),
);

export const arrearsPending = http.get('/api/admin/arrears', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

const failure = () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'STORY.FAILURE', requestId: 'story' },
    { status: 500 },
  );
export const arrearsFailing = http.get('/api/admin/arrears', failure);
export const arrearsCsvFailing = http.get('/api/admin/arrears/csv', failure);

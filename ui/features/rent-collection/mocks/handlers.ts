import { delay, http, HttpResponse } from 'msw';
import { type CollectionDto, type CollectionRowDto, collectionSchema } from '@contract/payments';
import { json } from '@/lib/mocks/json.ts';
import { fromTaka, shareOf, subtract, sum, toTaka } from '@domain/shared/money.ts';

/** Two members who paid by card (one with a 10% coupon) and one who has not paid, as the server totals them. */
export const sampleRows: CollectionRowDto[] = [
  {
    memberName: 'Nadia Rahman',
    memberEmail: 'nadia@example.com',
    floor: 3,
    block: 'B',
    number: 'B302',
    rentDue: 14500,
    paid: true,
    amountPaid: 13050,
    paidAt: '2026-11-03T10:40:00.000Z',
    receiptNumber: 41,
    state: 'paid',
    method: 'card',
    paidOn: '2026-11-03',
  },
  {
    memberName: 'Karim Ahmed',
    memberEmail: 'karim@example.com',
    floor: 5,
    block: 'C',
    number: 'C501',
    rentDue: 18000,
    paid: true,
    amountPaid: 18000,
    paidAt: '2026-11-05T08:00:00.000Z',
    receiptNumber: 44,
    state: 'paid',
    method: 'card',
    paidOn: '2026-11-05',
  },
  {
    memberName: 'Rafiq Islam',
    memberEmail: 'rafiq@example.com',
    floor: 2,
    block: 'C',
    number: 'C201',
    rentDue: 12000,
    paid: false,
    amountPaid: 0,
    paidAt: null,
    receiptNumber: null,
    state: 'unpaid',
    method: null,
    paidOn: null,
  },
];

/** Money taken at the desk, as an admin recorded it: one month paid in cash, one half paid by bKash. */
export const deskRows: CollectionRowDto[] = [
  {
    memberName: 'Farhana Akter',
    memberEmail: 'farhana@example.com',
    floor: 1,
    block: 'A',
    number: 'A101',
    rentDue: 13000,
    paid: true,
    amountPaid: 13000,
    paidAt: '2026-11-07T06:15:00.000Z',
    receiptNumber: 45,
    state: 'paid',
    method: 'cash',
    paidOn: '2026-11-07',
  },
  {
    memberName: 'Sohel Rana',
    memberEmail: 'sohel@example.com',
    floor: 4,
    block: 'B',
    number: 'B402',
    rentDue: 16000,
    paid: false,
    amountPaid: 8000,
    paidAt: '2026-11-09T09:30:00.000Z',
    receiptNumber: 47,
    state: 'part-paid',
    method: 'bkash',
    paidOn: '2026-11-09',
  },
];

/** The demo's months: leases from March 2026, and November 2026 is this month. */
export const sampleCollection = (month = '2026-11', rows = sampleRows): CollectionDto => {
  const expected = sum(rows.map((r) => fromTaka(r.rentDue)));
  // What is left of each rent not settled: all of it, or what a part payment left.
  const outstanding = sum(
    rows.filter((r) => !r.paid).map((r) => subtract(fromTaka(r.rentDue), fromTaka(r.amountPaid))),
  );
  return {
    month,
    firstMonth: '2026-03',
    currentMonth: '2026-11',
    rows,
    totals: {
      members: rows.length,
      paidMembers: rows.filter((r) => r.paid).length,
      expected: toTaka(expected),
      collected: toTaka(sum(rows.map((r) => fromTaka(r.amountPaid)))),
      outstanding: toTaka(outstanding),
      collectionRate: shareOf(subtract(expected, outstanding), expected),
    },
  };
};

/** Answers any month with the same rows (or none); without a month, this month. */
export const rentCollection = (rows = sampleRows) =>
  http.get('/api/admin/rent-collection', ({ request }) =>
    json(collectionSchema, sampleCollection(new URL(request.url).searchParams.get('month') ?? undefined, rows)),
  );

export const collectionCsv = http.get('/api/admin/rent-collection/csv', ({ request }) => {
  const month = new URL(request.url).searchParams.get('month');
  return new HttpResponse(`Member,Email\r\nNadia Rahman,nadia@example.com\r\n`, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="rent-collection-${month}.csv"`,
    },
  });
});

export const collectionPending = http.get('/api/admin/rent-collection', async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

const failure = () =>
  HttpResponse.json(
    { message: 'Something went wrong on our side', code: 'STORY.FAILURE', requestId: 'story' },
    { status: 500 },
  );
export const collectionFailing = http.get('/api/admin/rent-collection', failure);
export const csvFailing = http.get('/api/admin/rent-collection/csv', failure);

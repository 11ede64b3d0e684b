import { http, HttpResponse } from 'msw';
import {
  decidedReportSchema,
  myPaymentReportSchema,
  myPaymentReportsSchema,
  paymentReportsSchema,
  type MyPaymentReportDto,
  type PaymentReportDto,
} from '@contract/payment-reports';
import { json } from './json.ts';
import { adminReports } from './payment-report-fixtures.ts';

/** The caller's reports, and a new report answered as the server would (waiting, with an id). */
export const myPaymentReports = (reports: MyPaymentReportDto[] = []) => [
  http.get('/api/payment-reports/mine', () => json(myPaymentReportsSchema, { reports })),
  http.post('/api/payment-reports', async ({ request }) => {
    const body = (await request.clone().json()) as Pick<
      MyPaymentReportDto,
      'amount' | 'paidOn' | 'method' | 'reference'
    > & { note?: string };
    return json(
      myPaymentReportSchema,
      {
        id: 'report-new',
        amount: body.amount,
        paidOn: body.paidOn,
        method: body.method,
        reference: body.reference,
        note: body.note ?? null,
        status: 'pending',
        reason: null,
        receiptNumber: null,
        reportedAt: '2027-02-03T10:00:00.000Z',
        decidedAt: null,
      },
      201,
    );
  }),
];

/** A report refused field by field (400 with `fields`), as the server refuses a day before the lease. */
export const reportRefused = (fields: Record<string, string>) =>
  http.post('/api/payment-reports', () =>
    HttpResponse.json(
      { message: Object.values(fields)[0], code: 'VALIDATION.INVALID_INPUT', requestId: 'story', fields },
      { status: 400 },
    ),
  );

/** The admin's list, and each decision answered with the report decided. */
export const adminPaymentReports = (reports: PaymentReportDto[] = adminReports) => [
  http.get('/api/admin/payment-reports', () =>
    json(paymentReportsSchema, { reports, waiting: reports.filter((r) => r.status === 'pending').length }),
  ),
  http.post('/api/admin/payment-reports/:reportId/confirm', ({ params }) => {
    const report = reports.find((r) => r.id === params.reportId)!;
    return json(decidedReportSchema, {
      report: { ...report, status: 'confirmed', receiptNumber: 31, decidedBy: 'office@example.com' },
    });
  }),
  http.post('/api/admin/payment-reports/:reportId/reject', async ({ params, request }) => {
    const { reason } = (await request.clone().json()) as { reason: string };
    const report = reports.find((r) => r.id === params.reportId)!;
    return json(decidedReportSchema, {
      report: { ...report, status: 'rejected', reason, decidedBy: 'office@example.com' },
    });
  }),
];

/** Another admin decided the report first: the confirmation is refused (409), saying what became of it. */
export const decidedMeanwhile = http.post('/api/admin/payment-reports/:reportId/confirm', () =>
  HttpResponse.json(
    {
      message: 'This payment report was already rejected by sumi@example.com: Wrong amount',
      code: 'PAYMENT.REPORT_DECIDED',
      requestId: 'story',
    },
    { status: 409 },
  ),
);

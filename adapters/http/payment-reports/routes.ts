import type { UseCases } from '../../../application/use-cases.ts';
import { type Route, route, ok } from '../route.ts';
import {
  decidedReportSchema,
  myPaymentReportSchema,
  myPaymentReportsSchema,
  paymentReportsSchema,
  rejectReportBody,
  reportParam,
  reportPaymentBody,
} from './contract.ts';
import { decidedDto, myPaymentReportDto, paymentReportsDto } from './dto.ts';

export function paymentReportsRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/payment-reports/mine',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        'The payments the caller reported, latest first: waiting, confirmed (with the receipt) or rejected (with why)',
      response: myPaymentReportsSchema,
      handle: async ({ actor }) =>
        ok({ reports: (await u.getMyPaymentReports.execute(actor)).map(myPaymentReportDto) }),
    }),
    route({
      method: 'POST',
      path: '/api/payment-reports',
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Report a payment the caller made by bank, cheque, bKash or Nagad: it waits for an admin and changes nothing on the books (404 AGREEMENT.NOT_FOUND without a lease, 409 PAYMENT.NOTHING_OWED)',
      body: reportPaymentBody,
      formFields: true,
      response: myPaymentReportSchema,
      handle: async ({ actor, body }) => ok(myPaymentReportDto(await u.reportPayment.execute(actor, body))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/payment-reports',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every payment residents reported: the waiting first, oldest first, then the decided, latest first',
      response: paymentReportsSchema,
      handle: async () => ok(paymentReportsDto(await u.listPaymentReports.execute())),
    }),
    route({
      method: 'POST',
      path: '/api/admin/payment-reports/:reportId/confirm',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        "Confirm a waiting report: it becomes a payment on the lease's books with the next receipt, and the resident is told (409 PAYMENT.REPORT_DECIDED, LEDGER.DUPLICATE_REFERENCE)",
      params: reportParam,
      response: decidedReportSchema,
      handle: async ({ actor, params }) => {
        const { report, written } = await u.confirmPaymentReport.execute({
          reportId: params.reportId,
          by: actor.email,
        });
        return ok(decidedDto(report, written.books.agreement));
      },
    }),
    route({
      method: 'POST',
      path: '/api/admin/payment-reports/:reportId/reject',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Reject a waiting report with the reason the resident is told (409 PAYMENT.REPORT_DECIDED)',
      params: reportParam,
      body: rejectReportBody,
      formFields: true,
      response: decidedReportSchema,
      handle: async ({ actor, params, body }) => {
        const { report, lease } = await u.rejectPaymentReport.execute({
          reportId: params.reportId,
          reason: body.reason,
          by: actor.email,
        });
        return ok(decidedDto(report, lease));
      },
    }),
  ];
}

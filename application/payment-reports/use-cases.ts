import { RecordLedgerPayment, type BookWriting } from '../ledger/write-books.ts';
import type { Wiring } from '../wiring.ts';
import {
  ConfirmPaymentReport,
  GetMyPaymentReports,
  ListPaymentReports,
  RejectPaymentReport,
  ReportPayment,
  type Deciding,
} from './payment-reports.ts';

/** The payments residents report, wired from the ports and the shared helpers; a confirmation records through the books. */
export function paymentReportsUseCases(w: Wiring) {
  const { r, s, audit, notifier, books } = w;
  const writing: BookWriting = { ...r, books, ids: s.ids, clock: s.clock, calendar: s.calendar, audit };
  const deciding: Deciding = { reports: r.paymentReports, agreements: r.agreements, uow: r.uow, clock: s.clock, audit };
  return {
    reportPayment: new ReportPayment({
      agreements: r.agreements,
      books,
      reports: r.paymentReports,
      users: r.users,
      notifier,
      uow: r.uow,
      ids: s.ids,
      clock: s.clock,
      calendar: s.calendar,
    }),
    getMyPaymentReports: new GetMyPaymentReports(r.paymentReports),
    listPaymentReports: new ListPaymentReports(r.paymentReports, r.agreements),
    confirmPaymentReport: new ConfirmPaymentReport(deciding, new RecordLedgerPayment(writing, notifier)),
    rejectPaymentReport: new RejectPaymentReport(deciding, notifier),
  };
}

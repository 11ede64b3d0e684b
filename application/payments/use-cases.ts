import type { Wiring } from '../wiring.ts';
import { CreatePaymentIntent } from './create-payment-intent.ts';
import { GetArrears } from './get-arrears.ts';
import { GetMyDues } from './get-my-dues.ts';
import { GetReceipt } from './get-receipt.ts';
import { GetRentCollection } from './get-rent-collection.ts';
import { HandlePaymentWebhook } from './handle-payment-webhook.ts';
import { ListPayments } from './list-payments.ts';
import { RecordPayment } from './record-payment.ts';
import { RecordCardPayment } from './record-card-payment.ts';
import { booksCardRecorder } from '../ledger/use-cases.ts';

/** The payments area's use cases, wired from the ports and the shared helpers. */
export function paymentsUseCases(w: Wiring) {
  const { r, s, notifier, rentSchedule } = w;
  const { agreements, coupons, payments, uow } = r;
  const { clock, ids, calendar, gateway, logger } = s;
  const recordPayment = new RecordPayment(
    agreements,
    payments,
    gateway,
    uow,
    ids,
    clock,
    logger,
    calendar,
    notifier,
    w.books,
  );
  const recordCardPayment = new RecordCardPayment({ rent: recordPayment, books: booksCardRecorder(w) }, gateway);
  return {
    createPaymentIntent: new CreatePaymentIntent(
      agreements,
      coupons,
      payments,
      gateway,
      uow,
      ids,
      clock,
      calendar,
      w.books,
    ),
    recordPayment,
    recordCardPayment,
    handlePaymentWebhook: new HandlePaymentWebhook(recordCardPayment, r.processedEvents, logger),
    listPayments: new ListPayments(payments),
    getMyDues: new GetMyDues(agreements, payments, calendar, rentSchedule, w.books),
    getReceipt: new GetReceipt(payments, r.ledger, agreements),
    getRentCollection: new GetRentCollection(agreements, w.books, calendar),
    getArrears: new GetArrears(agreements, w.books, calendar),
  };
}

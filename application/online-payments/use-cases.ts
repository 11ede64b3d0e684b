import type { Wiring } from '../wiring.ts';
import {
  CheckPendingOnlinePayments,
  ConfirmOnlinePayment,
  EndOnlinePayment,
  GetOnlinePayment,
  GetOnlinePaymentState,
  RefundOnlinePayments,
  StartOnlinePayment,
  type OnlinePaying,
} from './online-payments.ts';

/**
 * Payments through the online gateway. Without a gateway configured they answer ONLINEPAYMENT.OFF and the
 * background check does nothing.
 */
export function onlinePaymentsUseCases({ r, s, books, notifier }: Wiring) {
  const gateway = s.onlineGateway;
  const p: OnlinePaying = {
    agreements: r.agreements,
    tenantDetails: r.tenantDetails,
    books,
    ledger: r.ledger,
    payments: r.onlinePayments,
    gateway,
    uow: r.uow,
    ids: s.ids,
    clock: s.clock,
    calendar: s.calendar,
    notifier,
    admins: () => r.users.listByRole('admin'),
    logger: s.logger,
  };
  const confirmOnlinePayment = new ConfirmOnlinePayment(p);
  return {
    startOnlinePayment: new StartOnlinePayment(p),
    getOnlinePayment: new GetOnlinePayment(r.onlinePayments),
    getOnlinePaymentState: new GetOnlinePaymentState(r.onlinePayments),
    confirmOnlinePayment,
    endOnlinePayment: new EndOnlinePayment(r.onlinePayments, s.clock),
    checkPendingOnlinePayments: new CheckPendingOnlinePayments(
      r.onlinePayments,
      confirmOnlinePayment,
      new RefundOnlinePayments(p),
      s.clock,
      s.logger,
      gateway !== undefined,
    ),
  };
}

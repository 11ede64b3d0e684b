import { DomainError, isDomainError } from '../../domain/shared/errors.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import { formatMonth, normalizeMonth } from '../../domain/shared/month.ts';
import { assertPayable, leaseOfAccepted } from './payment-terms.ts';
import type { Notifier } from '../notifications/notifier.ts';
import { toTaka } from '../../domain/shared/money.ts';
import { amountDue, rentPayment, type Payment } from '../../domain/payments/payment.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, Logger, UnitOfWork } from '../shared/ports.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { PaymentGateway, PaymentIntent, Payments, RentLedger } from './ports.ts';

export interface RecordPaymentInput {
  readonly transactionId: string;
  /** The signed-in caller reporting the payment; absent when the provider's webhook reports it. */
  readonly reportedBy?: Actor;
  /** The month the client says it paid for; must match the intent's. */
  readonly month?: string;
}

/**
 * Records a payment only once the provider says its intent succeeded, for the amount the server would charge,
 * for the caller and month it was created for, under the very agreement it was priced for, for a month that lease
 * lets them pay. Idempotent on the transaction id. A charge that succeeded but can never be recorded (the month was
 * paid meanwhile, the lease ended, a once-per-member coupon was used meanwhile) is refunded, so nobody pays twice.
 */
export class RecordPayment {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly gateway: PaymentGateway,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly calendar: BuildingCalendar,
    private readonly notifier: Notifier,
    /** The rent each month bills; without it, the rent the lease began with. */
    private readonly books?: Pick<RentLedger, 'rentIn'>,
  ) {}

  async execute({ transactionId, reportedBy, month }: RecordPaymentInput): Promise<Payment> {
    const recorded = await this.payments.byTransactionId(transactionId);
    if (recorded) return this.asReported(recorded, reportedBy, month);

    const intent = await this.gateway.retrieveIntent(transactionId);
    // Money paid from the books is the books' to record: never a month's rent, and never refunded from here.
    if (intent.metadata.purpose === 'books') {
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This card payment was for your balance, not a month’s rent');
    }
    const { userEmail, monthKey } = intent.metadata;
    if (reportedBy && userEmail !== reportedBy.email) {
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This payment does not belong to you');
    }
    if (month !== undefined && normalizeMonth(month) !== monthKey) {
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This payment was made for another month');
    }
    if (intent.status !== 'succeeded') {
      throw new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'The card payment has not succeeded');
    }
    // A refunded charge still reads "succeeded": recording it would count money the member got back.
    if (intent.refunded) {
      throw new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'This card payment was refunded');
    }

    try {
      // The agreement is held while the payment is written, so a removal cannot end it in between.
      return await this.uow.run(async () => {
        const payment = await this.payments.add(await this.paymentFor(intent));
        await this.notifier.notify([{ email: payment.userEmail, name: payment.userName }], {
          type: 'payment-recorded',
          receipt: payment.receiptNumber!,
          month: payment.monthKey,
          amount: toTaka(payment.amountMinor),
        });
        return payment;
      });
    } catch (error) {
      if (
        isDomainError(error) &&
        (error.code === 'PAYMENT.DUPLICATE_TRANSACTION' || error.code === 'PAYMENT.MONTH_ALREADY_PAID')
      ) {
        // Another report of the same charge may have won the race: that row is this payment, not a reason to refund.
        // A database may name either unique constraint for that row, as it checks them in its own order.
        const winner = await this.payments.byTransactionId(transactionId);
        if (winner) return this.asReported(winner, reportedBy, month);
      }
      // A permanent refusal means this charge can never be recorded: give the money back.
      // A passing outage does not: the client or the webhook will report it again.
      // A duplicate transaction is recorded already, even when this read cannot see the row yet: keep the money.
      if (
        isDomainError(error) &&
        error.code !== 'SERVICE.UNAVAILABLE' &&
        error.code !== 'PAYMENT.DUPLICATE_TRANSACTION'
      ) {
        await this.refund(intent, error.code);
      }
      throw error;
    }
  }

  private async paymentFor(intent: PaymentIntent): Promise<Payment> {
    const { userEmail, monthKey, discount, couponCode, couponLimit } = intent.metadata;
    const now = this.clock.now();
    const found =
      intent.metadata.leaseStatus === 'ended'
        ? await this.endedLease(intent.metadata)
        : await this.agreements.holdAccepted(userEmail);
    // Only the agreement the intent was priced under: not one that ended since, nor a later one of the same person.
    if (!found || found.id !== intent.metadata.agreementId) {
      throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'The agreement this payment was for is no longer in force');
    }
    const agreement = { ...found, rent: (await this.books?.rentIn(found, monthKey)) ?? found.rent };
    assertPayable(leaseOfAccepted(agreement), monthKey, this.calendar.thisMonth());
    if (intent.amountMinor !== amountDue(agreement.rent, discount)) {
      throw new DomainError('PAYMENT.AMOUNT_MISMATCH', 'The amount charged does not match the rent due');
    }
    return rentPayment({
      id: this.ids.next(),
      userEmail,
      userName: agreement.userName,
      agreement,
      monthKey,
      discount,
      amountMinor: intent.amountMinor,
      ...(couponCode
        ? { coupon: { code: couponCode, limit: couponLimit === 'once-per-member' ? 'once-per-member' : 'every-month' } }
        : {}),
      transactionId: intent.id,
      paidAt: now,
    });
  }

  /** A former resident's lease the charge was priced under; an ended lease never changes again, so nothing holds it. */
  private async endedLease({ agreementId, userEmail }: PaymentIntent['metadata']): Promise<Agreement | undefined> {
    const lease = await this.agreements.byId(agreementId);
    return lease?.status === 'ended' && lease.userEmail === userEmail ? lease : undefined;
  }

  /** The member hears that their money came back; a failure to say so never undoes the refund. */
  private async tellRefunded({ metadata, amountMinor }: PaymentIntent): Promise<void> {
    try {
      const agreement = await this.agreements.byId(metadata.agreementId);
      await this.uow.run(() =>
        this.notifier.notify([{ email: metadata.userEmail, name: agreement?.userName ?? metadata.userEmail }], {
          type: 'payment-refunded',
          month: metadata.monthKey,
          amount: toTaka(amountMinor),
        }),
      );
    } catch (error) {
      this.logger.error({ userEmail: metadata.userEmail, error: String(error) }, 'could not tell of a refund');
    }
  }

  /**
   * A repeated report of a recorded charge is answered with its row only when it says what the row says: the
   * same payer and the same month. Another month is refused, never answered with this month's payment as if the
   * other had been paid.
   */
  private asReported(payment: Payment, reportedBy: Actor | undefined, month: string | undefined): Payment {
    if (reportedBy && payment.userEmail !== reportedBy.email) {
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This payment does not belong to you');
    }
    if (month !== undefined && normalizeMonth(month) !== payment.monthKey) {
      throw new DomainError(
        'PAYMENT.RECORDED_FOR_ANOTHER_MONTH',
        `This card payment is already recorded for ${formatMonth(payment.monthKey)}, not ${formatMonth(normalizeMonth(month))}`,
      );
    }
    return payment;
  }

  private async refund(intent: PaymentIntent, reason: string): Promise<void> {
    try {
      await this.gateway.refund(intent.id);
      this.logger.warn(
        { intentId: intent.id, userEmail: intent.metadata.userEmail, reason },
        'charge refunded: it could not be recorded',
      );
      await this.tellRefunded(intent);
    } catch (refundError) {
      this.logger.error(
        { intentId: intent.id, reason, refundError: String(refundError) },
        'REFUND FAILED: a charge is neither recorded nor refunded',
      );
    }
  }
}

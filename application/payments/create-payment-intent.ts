import { DomainError } from '../../domain/shared/errors.ts';
import { formatMonth, normalizeMonth } from '../../domain/shared/month.ts';
import { ZERO, type Money } from '../../domain/shared/money.ts';
import { amountDue, CURRENCY, hasPaidFor, rentPayment, type Payment } from '../../domain/payments/payment.ts';
import type { Actor, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Coupons } from '../coupons/ports.ts';
import type { IntentMetadata, PaymentGateway, Payments, RentLedger } from './ports.ts';
import { assertPayable, couponFor, leaseOfAccepted, leaseToPayUnder } from './payment-terms.ts';

export interface CreatePaymentIntentInput {
  readonly actor: Actor;
  /** What the client computed; refused when it is not what the server computes. */
  readonly amountMinor?: Money;
  readonly month: string;
  readonly couponCode?: string;
}

export type IntentOutcome =
  | { readonly kind: 'intent'; readonly clientSecret: string; readonly intentId: string; readonly amountMinor: Money }
  | { readonly kind: 'free'; readonly payment: Payment };

/**
 * The server alone prices a payment: the rent of the caller's lease (their running one, or a former resident's last
 * one) less a coupon they may use now.
 * A month the lease does not let them pay, or one already paid, is refused here, before any card is asked for;
 * a 100% coupon is recorded at once.
 */
export class CreatePaymentIntent {
  constructor(
    private readonly agreements: Agreements,
    private readonly coupons: Coupons,
    private readonly payments: Payments,
    private readonly gateway: PaymentGateway,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly books: RentLedger,
  ) {}

  async execute({ actor, amountMinor, month, couponCode }: CreatePaymentIntentInput): Promise<IntentOutcome> {
    const monthKey = normalizeMonth(month);
    const now = this.clock.now();
    const lease = await leaseToPayUnder(this.agreements, actor.email);
    assertPayable(leaseOfAccepted(lease), monthKey, this.calendar.thisMonth());
    // The month is priced at the rent the lease bills for it, a new rent scheduled from it or before included.
    const agreement = { ...lease, rent: await this.books.rentIn(lease, monthKey) };
    const paid = await this.payments.listFor(actor.email);
    // Paid means settled in the books, however the money came: by card, or in cash, by bank or bKash at the desk.
    if (hasPaidFor(paid, monthKey) || (await this.books.settledRentMonths(agreement)).has(monthKey)) {
      throw new DomainError('PAYMENT.MONTH_ALREADY_PAID', `Payment for ${formatMonth(monthKey)} already exists!`);
    }
    const coupon = await couponFor(this.coupons, couponCode, this.calendar.today(), paid);
    const discount = coupon?.discountPercentage ?? 0;
    const due = amountDue(agreement.rent, discount);
    if (amountMinor !== undefined && amountMinor !== due) {
      throw new DomainError('PAYMENT.AMOUNT_MISMATCH', `The amount should be ${due} (minor units), not ${amountMinor}`);
    }

    if (due === 0) {
      const payment = rentPayment({
        id: this.ids.next(),
        userEmail: actor.email,
        userName: actor.name || agreement.userName,
        agreement,
        monthKey,
        discount,
        amountMinor: ZERO,
        ...(coupon ? { coupon } : {}),
        transactionId: `free_${this.ids.next()}`,
        paidAt: now,
      });
      return { kind: 'free', payment: await this.uow.run(() => this.payments.add(payment)) };
    }

    const metadata: IntentMetadata = {
      userEmail: actor.email,
      agreementId: agreement.id,
      leaseStatus: agreement.status,
      month: month.trim(),
      monthKey,
      discount,
      couponCode: coupon?.code ?? '',
      couponLimit: coupon?.limit ?? '',
    };
    const intent = await this.gateway.createIntent({
      amountMinor: due,
      currency: CURRENCY,
      metadata,
      // The same member, month, price and coupon reuse one intent instead of opening a second charge. The key
      // covers every parameter sent (the month as typed too), as a provider refuses a key replayed with others.
      idempotencyKey: `intent:${JSON.stringify([due, CURRENCY, metadata])}`,
    });
    return { kind: 'intent', clientSecret: intent.clientSecret, intentId: intent.id, amountMinor: due };
  }
}

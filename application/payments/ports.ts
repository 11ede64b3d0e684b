import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { LedgerCredit, LedgerEntry } from '../../domain/ledger/ledger.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import type { Money } from '../../domain/shared/money.ts';

export interface Payments {
  /**
   * Records the payment with the building's next receipt number (in the same transaction, so a number is never
   * issued twice) and returns it as stored. Throws PAYMENT.MONTH_ALREADY_PAID when the user has paid for the month,
   * PAYMENT.DUPLICATE_TRANSACTION when the transaction id is already recorded, and COUPON.ALREADY_USED when it uses
   * a once-per-member coupon the user has used before.
   */
  add(payment: Payment): Promise<Payment>;
  /** Newest first. */
  listFor(email: string): Promise<Payment[]>;
  byTransactionId(transactionId: string): Promise<Payment | undefined>;
  byReceiptNumber(receiptNumber: number): Promise<Payment | undefined>;
  /** Every payment for the month (its canonical key), any member. */
  listForMonth(monthKey: string): Promise<Payment[]>;
  /** Every payment of every member, oldest first. */
  listAll(): Promise<Payment[]>;
  /** Which months each member has paid for: one entry a payment. */
  paidMonths(): Promise<{ userEmail: string; monthKey: string }[]>;
}

/**
 * Money an admin recorded by hand (cash, bank, cheque, bKash, Nagad), as the building's books keep it: its receipt
 * numbers come from the counter card payments take theirs from.
 */
export interface RecordedPayments {
  /** The recorded payment that was given this receipt number, if any. */
  byReceiptNumber(receiptNumber: number): Promise<LedgerCredit | undefined>;
  /** The lease's entries, oldest written first: a void among them names the payment it cancels. */
  listFor(leaseId: string): Promise<LedgerEntry[]>;
}

/** The building's books as rent reads them. */
export interface RentLedger {
  /** The months whose rent the lease's books show settled in full, however it was paid (card, cash, bank, ...). */
  settledRentMonths(agreement: Agreement): Promise<ReadonlySet<MonthKey>>;
  /** The rent (whole taka) the lease bills for the month: the one it began with, or the latest change in effect. */
  rentIn(agreement: Agreement, month: MonthKey): Promise<number>;
}

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface IntentMetadata {
  readonly userEmail: string;
  /**
   * The lease the rent is paid under. A charge priced while it ran is recorded only while that very agreement still
   * runs; one priced under a lease that had already ended (a former resident settling it) only under that lease.
   */
  readonly agreementId: string;
  /** 'ended' when it was priced under a lease that had ended; absent or anything else means a running one. */
  readonly leaseStatus?: string;
  readonly month: string;
  readonly monthKey: string;
  /** Whole percentage the coupon takes off; 0 without one. */
  readonly discount: number;
  readonly couponCode: string;
  /** The coupon's use limit ('once-per-member' or 'every-month'), empty without a coupon. */
  readonly couponLimit: string;
  /**
   * 'books' for money paid from the resident's books (the whole balance, or one charge), which the books keep; absent
   * for a month's rent, which the payments store keeps. Its month fields are empty.
   */
  readonly purpose?: 'books';
  /** The charge a payment from the books was priced for; absent for the whole balance. */
  readonly forCharge?: string;
}

export interface PaymentIntent {
  readonly id: string;
  readonly clientSecret: string;
  readonly amountMinor: Money;
  readonly currency: string;
  readonly status: IntentStatus;
  readonly metadata: IntentMetadata;
  /**
   * True once any of the charge was given back. A refunded intent still says "succeeded" (as Stripe's do),
   * so this is what keeps a refunded charge from being recorded later.
   */
  readonly refunded?: boolean;
}

export interface PaymentGateway {
  createIntent(input: {
    amountMinor: Money;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  /** Throws PAYMENT.INTENT_NOT_FOUND when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent>;
  refund(intentId: string): Promise<void>;
  /**
   * Cancels the user's intents that no card has paid yet, so that nobody can be charged through one once their
   * agreement has ended. Returns how many it cancelled.
   */
  cancelOpenIntents(userEmail: string): Promise<number>;
}

/** A provider notification whose signature was verified; `intentId` is set for payment intent events. */
export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
  readonly intentId?: string;
}

/**
 * Provider events already handled, remembered by id so a redelivered event does nothing twice.
 * Shared by every server instance, so in production it lives in the database.
 */
export interface ProcessedEvents {
  isProcessed(eventId: string): Promise<boolean>;
  /** Remembers the event; false when it was remembered already. */
  markProcessed(eventId: string): Promise<boolean>;
}

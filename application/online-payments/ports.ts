import type {
  GatewayValidation,
  OnlinePayment,
  OnlinePaymentState,
  RefundProgress,
} from '../../domain/online-payments/online-payment.ts';
import type { Money } from '../../domain/shared/money.ts';

/** The payments residents started through the online gateway, one row a gateway transaction. */
export interface OnlinePayments {
  /** Stores a new pending payment. */
  add(payment: OnlinePayment): Promise<void>;
  byTranId(tranId: string): Promise<OnlinePayment | undefined>;
  /**
   * Moves the payment on from the state it was read in, only while it is still in that state: true when this call
   * moved it, false when another (the browser's return racing the gateway's notice) moved it first. Writes its state,
   * receipt, reason and the gateway's ids as `to` has them.
   */
  moveOn(tranId: string, from: OnlinePaymentState, to: OnlinePayment): Promise<boolean>;
  /** Keeps the gateway's validation id a return or notice brought, for a later check; only while pending. */
  noteValidationId(tranId: string, valId: string): Promise<void>;
  /** The validation id kept for the payment, if any. */
  validationIdOf(tranId: string): Promise<string | undefined>;
  /** Pending payments that have a validation id to check, oldest first, at most `limit`. */
  pendingToCheck(limit: number): Promise<{ readonly tranId: string; readonly valId: string }[]>;
  /** Pending payments no return or notice ever reported (no validation id), started before `before`, oldest first. */
  unreportedBefore(before: Date, limit: number): Promise<OnlinePayment[]>;
  /** Payments waiting for the gateway's refund, oldest first, at most `limit`. */
  refundsToFollow(limit: number): Promise<OnlinePayment[]>;
}

/** What the gateway is asked to give back: the money it took (by its own id), all of it, and why. */
export interface RefundRequest {
  readonly bankTranId: string;
  readonly amount: Money;
  readonly remarks: string;
  /** Our own reference of the refund (the payment's transaction), so the gateway can tell a repeated ask. */
  readonly reference: string;
}

/** What the gateway is asked to open a hosted checkout for. */
export interface CheckoutRequest {
  readonly tranId: string;
  readonly amount: Money;
  readonly customer: {
    readonly name: string;
    readonly email: string;
    readonly address: string;
    /** The mobile number the member gave with their tenant details; absent when they gave none. */
    readonly phone?: string;
  };
  readonly product: string;
}

/** The online gateway (SSLCommerz) seen from the use cases. */
export interface OnlineGateway {
  /**
   * Opens the hosted checkout and answers the page the browser goes to. Throws PAYMENT.PROVIDER_FAILED when the
   * gateway cannot be reached, answers late or refuses.
   */
  openCheckout(request: CheckoutRequest): Promise<{ readonly pageUrl: string }>;
  /**
   * Asks the gateway's validation service about a payment by the validation id it gave. Throws
   * PAYMENT.PROVIDER_FAILED when the service cannot be reached or answers late: the payment's fate is then unknown.
   */
  validate(valId: string): Promise<GatewayValidation>;
  /**
   * Asks the gateway to give the money of a payment back: its refund id once it accepted, or why it refused. Throws
   * PAYMENT.PROVIDER_FAILED when it cannot be reached or answers late.
   */
  refund(request: RefundRequest): Promise<{ readonly refundRefId: string } | { readonly refused: string }>;
  /** Where a refund the gateway accepted stands. Throws PAYMENT.PROVIDER_FAILED as `refund` does. */
  refundStatus(refundRefId: string): Promise<{ readonly progress: RefundProgress | 'unknown'; readonly note: string }>;
}

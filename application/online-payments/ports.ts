import type {
  GatewayValidation,
  OnlinePayment,
  OnlinePaymentState,
} from '../../domain/online-payments/online-payment.ts';
import type { Money } from '../../domain/shared/money.ts';

/** The payments residents started through the online gateway, one row a gateway transaction. */
export interface OnlinePayments {
  /** Stores a new pending payment. */
  add(payment: OnlinePayment): Promise<void>;
  byTranId(tranId: string): Promise<OnlinePayment | undefined>;
  /**
   * Moves the payment on from the state it was read in, only while it is still in that state: true when this call
   * moved it, false when another (the browser's return racing the gateway's notice) moved it first.
   */
  moveOn(tranId: string, from: OnlinePaymentState, to: OnlinePayment): Promise<boolean>;
  /** Keeps the gateway's validation id a return or notice brought, for a later check; only while pending. */
  noteValidationId(tranId: string, valId: string): Promise<void>;
  /** The validation id kept for the payment, if any. */
  validationIdOf(tranId: string): Promise<string | undefined>;
  /** Pending payments that have a validation id to check, oldest first, at most `limit`. */
  pendingToCheck(limit: number): Promise<{ readonly tranId: string; readonly valId: string }[]>;
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
}

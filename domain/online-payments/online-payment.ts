/**
 * A payment a resident makes through the hosted checkout of the building's online gateway (SSLCommerz: bKash, Nagad
 * and cards behind one page): priced from the books, kept while the gateway has it, and recorded in the books only
 * once the gateway's validation confirms it.
 */
import type { PaymentMethod, Settlement } from '../ledger/ledger.ts';
import { amountToPay } from '../ledger/paying.ts';
import type { Money } from '../shared/money.ts';

/**
 * pending until the gateway confirms it; paid once recorded in the books; failed or cancelled at the gateway;
 * expired when the gateway never confirmed it in time; refund_pending when the gateway took money the books no longer
 * owe, until the gateway says it gave it back (refunded), or that it cancelled the refund (refund_failed: the building
 * gives the money back by hand).
 */
export const ONLINE_PAYMENT_STATES = [
  'pending',
  'paid',
  'failed',
  'cancelled',
  'expired',
  'refund_pending',
  'refunded',
  'refund_failed',
] as const;
export type OnlinePaymentState = (typeof ONLINE_PAYMENT_STATES)[number];

/** The only currency the gateway is asked for and accepted in. */
export const ONLINE_CURRENCY = 'BDT';

export interface OnlinePayment {
  /** The id the gateway knows the payment by (its `tran_id`). */
  readonly tranId: string;
  readonly leaseId: string;
  readonly memberEmail: string;
  readonly memberName: string;
  readonly amount: Money;
  /** The charge it was priced for; absent for the whole balance. */
  readonly forCharge?: string;
  readonly state: OnlinePaymentState;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** Once paid: the receipt of the credit written to the books. */
  readonly receiptNumber?: number;
  /** Why it expired or is refunded, in words the member reads. */
  readonly reason?: string;
  /** The gateway's own id of the money taken (`bank_tran_id`), which a refund names. */
  readonly bankTranId?: string;
  /** The gateway's id of the refund once it accepted to make it (`refund_ref_id`). */
  readonly refundRefId?: string;
}

/** What the gateway's validation service says of a payment. */
export interface GatewayValidation {
  readonly status: string;
  readonly tranId: string;
  /** Taka as the gateway writes them ("1500.00"). */
  readonly amount: string;
  readonly currency: string;
  readonly riskLevel: string;
  /** The instrument paid with ("BKASH-BKash", "VISA-Dutch Bangla"); may be empty. */
  readonly cardType: string;
  /** The gateway's id of the money taken, which a refund names; may be empty. */
  readonly bankTranId: string;
}

/** How long a payment may wait for the gateway's confirmation before it is given up as expired. */
export const CONFIRMATION_WINDOW_MS = 24 * 60 * 60_000;

/** True when the payment started longer ago than the gateway is given to confirm it. */
export const overdue = (payment: OnlinePayment, now: Date): boolean =>
  now.getTime() - payment.createdAt.getTime() > CONFIRMATION_WINDOW_MS;

/** An amount as the gateway is asked for it: taka with two decimals. */
export function gatewayAmount(amount: Money): string {
  const whole = Math.floor(amount / 100);
  return `${whole}.${String(amount % 100).padStart(2, '0')}`;
}

/** The gateway's taka text back in poisha; undefined for anything that is not an amount of at most two decimals. */
export function poishaOf(text: string): number | undefined {
  const match = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * Why the validation does not confirm this payment, or undefined when it does: the gateway says it is valid (VALID,
 * or VALIDATED when asked again), for this very transaction, for the amount asked in taka, and at no risk.
 */
export function refusalOf(payment: OnlinePayment, validation: GatewayValidation): string | undefined {
  if (validation.status !== 'VALID' && validation.status !== 'VALIDATED')
    return `The gateway did not confirm the payment (${validation.status || 'no status'})`;
  if (validation.tranId !== payment.tranId) return 'The gateway confirmed another transaction';
  if (validation.currency !== ONLINE_CURRENCY) return `The payment was made in ${validation.currency}, not in taka`;
  if (poishaOf(validation.amount) !== payment.amount)
    return `The gateway confirmed ৳${validation.amount}, not ৳${gatewayAmount(payment.amount)}`;
  if (validation.riskLevel !== '0') return 'The gateway marked the payment as risky; the building will check it';
  return undefined;
}

/** How the books name the money: bKash or Nagad when paid with them, a card otherwise. */
export function methodOf(cardType: string): PaymentMethod {
  const kind = cardType.trim().toUpperCase();
  if (kind.startsWith('BKASH')) return 'bkash';
  if (kind.startsWith('NAGAD')) return 'nagad';
  return 'card';
}

/** The payment moved on from pending: only a pending one moves, and never back. */
export function settled(
  payment: OnlinePayment,
  state: Exclude<OnlinePaymentState, 'pending'>,
  at: Date,
  receiptNumber?: number,
): OnlinePayment {
  return { ...payment, state, updatedAt: at, ...(receiptNumber !== undefined ? { receiptNumber } : {}) };
}

/**
 * Why money the gateway confirmed must go back instead of into the books, or undefined when the books take it: what
 * it was priced for is owed no more (the charge settled or voided meanwhile, or the whole balance paid another way),
 * exactly as a new payment of it would be refused.
 */
export function refundReasonOf(payment: OnlinePayment, settlement: Settlement): string | undefined {
  try {
    amountToPay(settlement, payment.forCharge);
    return undefined;
  } catch {
    // amountToPay refuses only with the books' own reasons (nothing owed, no such charge).
    return payment.forCharge === undefined
      ? 'Nothing was owed any more when SSLCommerz confirmed the payment: it is given back'
      : 'The charge was no longer owed when SSLCommerz confirmed the payment: it is given back';
  }
}

/** What the gateway says of a refund (`status` of its refund query). */
export type RefundProgress = 'refunded' | 'processing' | 'cancelled';

/** Gateway money to be given back: confirmed, not recorded, waiting for the gateway's refund. */
export const toRefund = (payment: OnlinePayment, reason: string, bankTranId: string, at: Date): OnlinePayment => ({
  ...payment,
  state: 'refund_pending',
  reason,
  ...(bankTranId ? { bankTranId } : {}),
  updatedAt: at,
});

/** A payment the gateway never confirmed within its window. */
export const expired = (payment: OnlinePayment, why: string, at: Date): OnlinePayment => ({
  ...payment,
  state: 'expired',
  reason: `SSLCommerz did not confirm the payment within a day (${why}); nothing was recorded`,
  updatedAt: at,
});

/**
 * A payment a resident makes through the hosted checkout of the building's online gateway (SSLCommerz: bKash, Nagad
 * and cards behind one page): priced from the books, kept while the gateway has it, and recorded in the books only
 * once the gateway's validation confirms it.
 */
import type { PaymentMethod } from '../ledger/ledger.ts';
import type { Money } from '../shared/money.ts';

export const ONLINE_PAYMENT_STATES = ['pending', 'paid', 'failed', 'cancelled'] as const;
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
}

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

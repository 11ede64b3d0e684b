/** What a resident pays online from their own books: the whole balance, or what is left of one charge. */
import { DomainError } from '../shared/errors.ts';
import type { Money } from '../shared/money.ts';
import type { LedgerCredit, Settlement } from './ledger.ts';
import type { LeaseSpan } from './writing.ts';

export const PAYING_RULES = {
  forCharge: 'Pick one of your charges that is still owed, or none to pay the whole balance',
} as const;

/**
 * The amount a payment is priced at: what is left of the named charge, or everything owed. Nothing owed (the charge
 * or the account settled meanwhile) is refused, so nobody is asked to pay for what is paid.
 */
export function amountToPay(settlement: Settlement, forCharge?: string): Money {
  if (forCharge === undefined) {
    if (settlement.owed <= 0) throw new DomainError('PAYMENT.NOTHING_OWED', 'Nothing is owed on this account');
    return settlement.owed;
  }
  const named = settlement.charges.find((c) => c.charge.id === forCharge);
  if (!named)
    throw new DomainError('VALIDATION.INVALID_INPUT', PAYING_RULES.forCharge, { forCharge: PAYING_RULES.forCharge });
  if (named.remaining <= 0)
    throw new DomainError('PAYMENT.NOTHING_OWED', `${named.charge.label} for ${named.charge.month} is paid already`);
  return named.remaining;
}

/**
 * A card payment a resident made from their books, as the books keep it: the provider's transaction is its reference
 * (one entry a transaction), dated on the building's day it was recorded. The charge it was priced for is named only
 * while that charge still stands; what no charge takes stays as credit.
 */
export function cardPayment(
  lease: LeaseSpan,
  input: {
    readonly id: string;
    readonly amount: Money;
    readonly transactionId: string;
    readonly forCharge?: string;
    readonly paidOn: string;
    readonly by: string;
    readonly at: Date;
  },
): LedgerCredit {
  return {
    type: 'credit',
    id: input.id,
    leaseId: lease.id,
    kind: 'payment',
    amount: input.amount,
    paidOn: input.paidOn,
    at: input.at,
    method: 'card',
    reference: input.transactionId,
    ...(input.forCharge !== undefined ? { forCharge: input.forCharge } : {}),
    by: input.by,
  };
}

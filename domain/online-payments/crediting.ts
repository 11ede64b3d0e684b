import type { LedgerCredit, PaymentMethod } from '../ledger/ledger.ts';
import type { LeaseSpan } from '../ledger/writing.ts';
import type { Money } from '../shared/money.ts';

/**
 * An online payment as the books keep it: the gateway's transaction is its reference, paid with bKash, Nagad or a
 * card as the gateway says, dated on the building's day it was recorded. The charge it was priced for is named only
 * while that charge is still owed; what no charge takes stays as credit.
 */
export function onlineCredit(
  lease: LeaseSpan,
  input: {
    readonly id: string;
    readonly amount: Money;
    readonly method: PaymentMethod;
    readonly tranId: string;
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
    method: input.method,
    reference: input.tranId,
    ...(input.forCharge !== undefined ? { forCharge: input.forCharge } : {}),
    by: input.by,
  };
}

import { DomainError } from '../../domain/shared/errors.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { LedgerCredit, LedgerVoid } from '../../domain/ledger/ledger.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Actor } from '../shared/ports.ts';
import type { Payments, RecordedPayments } from './ports.ts';

/** A month's rent paid by card, or money an admin recorded against a lease, with the lease it was paid under. */
export type Receipt =
  | { readonly kind: 'card'; readonly payment: Payment }
  | {
      readonly kind: 'recorded';
      readonly credit: LedgerCredit & { readonly receiptNumber: number };
      readonly lease: Agreement;
      /** The void that cancelled the payment afterwards, if one did: the receipt stays, marked void. */
      readonly voided?: LedgerVoid;
    };

/**
 * A receipt is the payer's and the admins'; to anyone else it does not exist. The payer of a recorded payment is the
 * member whose lease it was recorded against.
 */
export class GetReceipt {
  constructor(
    private readonly payments: Payments,
    private readonly recorded: RecordedPayments,
    private readonly agreements: Pick<Agreements, 'byId'>,
  ) {}

  async execute({ actor, receiptNumber }: { actor: Actor; receiptNumber: number }): Promise<Receipt> {
    const mayRead = (payer: string) => payer === actor.email || actor.role === 'admin';
    const payment = await this.payments.byReceiptNumber(receiptNumber);
    if (payment && mayRead(payment.userEmail)) return { kind: 'card', payment };
    const credit = payment ? undefined : await this.recorded.byReceiptNumber(receiptNumber);
    const lease = credit?.kind === 'payment' ? await this.agreements.byId(credit.leaseId) : undefined;
    if (!credit || !lease || !mayRead(lease.userEmail)) {
      throw new DomainError('PAYMENT.RECEIPT_NOT_FOUND', 'No such receipt');
    }
    const voided = (await this.recorded.listFor(lease.id)).find(
      (e): e is LedgerVoid => e.type === 'void' && e.voids === credit.id,
    );
    return {
      kind: 'recorded',
      credit: { ...credit, receiptNumber },
      lease,
      ...(voided ? { voided } : {}),
    };
  }
}

import { DomainError } from '../../domain/shared/errors.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { Actor } from '../shared/ports.ts';
import type { Payments } from './ports.ts';

/** A receipt is the payer's and the admins'; to anyone else it does not exist. */
export class GetReceipt {
  constructor(private readonly payments: Payments) {}

  async execute({ actor, receiptNumber }: { actor: Actor; receiptNumber: number }): Promise<Payment> {
    const payment = await this.payments.byReceiptNumber(receiptNumber);
    if (!payment || (payment.userEmail !== actor.email && actor.role !== 'admin')) {
      throw new DomainError('PAYMENT.RECEIPT_NOT_FOUND', 'No such receipt');
    }
    return payment;
  }
}

import { DomainError } from '../../domain/shared/errors.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import type { Actor } from '../shared/ports.ts';
import type { Payments } from './ports.ts';

/** A resident sees only their own history (also after leaving); an admin may look at anyone's. */
export class ListPayments {
  constructor(private readonly payments: Payments) {}

  async execute({ actor, email }: { actor: Actor; email?: string }): Promise<Payment[]> {
    const whose = email === undefined ? actor.email : normalizeEmail(email);
    if (whose !== actor.email && actor.role !== 'admin') {
      throw new DomainError('AUTH.FORBIDDEN', 'You can only see your own payments');
    }
    return this.payments.listFor(whose);
  }
}

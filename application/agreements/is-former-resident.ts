import type { Actor } from '../shared/ports.ts';
import type { Agreements } from './ports.ts';

/**
 * Whether the caller once rented here and rents nothing now: such a person keeps their rent account (their history,
 * receipts and what they still owe, payable) though they are no longer a member.
 */
export class IsFormerResident {
  constructor(private readonly agreements: Pick<Agreements, 'leasesOf'>) {}

  async execute(actor: Pick<Actor, 'email' | 'role'>): Promise<boolean> {
    if (actor.role !== 'user') return false;
    return (await this.agreements.leasesOf(actor.email)).some((lease) => lease.status === 'ended');
  }
}

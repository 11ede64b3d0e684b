import type { Agreement } from '../../domain/agreements/agreement.ts';
import type { TenantDetails } from '../../domain/agreements/tenant-details.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Actor } from '../shared/ports.ts';
import type { Agreements, TenantDetailsStore } from './ports.ts';

/** A request and the tenant details given with it (none for a request sent without them). */
export interface RequestDetails {
  readonly agreement: Agreement;
  readonly details?: TenantDetails;
}

/**
 * The tenant details of one request, for its applicant or an admin only: anyone else is refused (AUTH.FORBIDDEN);
 * a request that does not exist is AGREEMENT.NOT_FOUND.
 */
export class GetTenantDetails {
  constructor(
    private readonly agreements: Agreements,
    private readonly details: TenantDetailsStore,
  ) {}

  async execute({ actor, id }: { actor: Actor; id: string }): Promise<RequestDetails> {
    const agreement = await this.agreements.byId(id);
    if (!agreement) throw new DomainError('AGREEMENT.NOT_FOUND', 'No such request');
    if (actor.role !== 'admin' && agreement.userEmail !== actor.email)
      throw new DomainError('AUTH.FORBIDDEN', "Only the applicant and the building's admins see these details");
    const details = await this.details.of(agreement.id);
    return details ? { agreement, details } : { agreement };
  }
}

import { retire, type Apartment, describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Apartments } from './ports.ts';
import type { Clock, UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { changedMeanwhile, heldApartment } from '../agreements/held-apartment.ts';

/**
 * Takes a flat off the building's list for good; it is never deleted, so its agreements, payments and receipts keep
 * pointing at it. Holding the flat first means nobody can apply for it between the check and the retirement.
 */
export class RetireApartment {
  constructor(
    private readonly apartments: Apartments,
    private readonly agreements: Agreements,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, by }: { id: string; by: string }): Promise<Apartment> {
    return this.uow.run(async () => {
      const apartment = await heldApartment(this.apartments, id);
      const open = await this.agreements.openOn(apartment.id);
      const retired = retire(
        apartment,
        {
          leased: open.some((a) => a.status === 'accepted'),
          pendingRequests: open.filter((a) => a.status === 'pending').length,
        },
        this.clock.now(),
      );
      if (!(await this.apartments.update(retired, apartment))) throw changedMeanwhile();
      await this.audit.record({
        actor: by,
        action: 'apartment.retire',
        subject: apartment.id,
        label: describeLocation(apartment),
        before: { retired: false },
        after: { retired: true },
      });
      return retired;
    });
  }
}

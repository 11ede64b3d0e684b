import { reprice, type Apartment, describeLocation } from '../../domain/apartments/apartment.ts';
import type { Apartments } from './ports.ts';
import type { UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import { changedMeanwhile, heldApartment } from '../agreements/held-apartment.ts';

/**
 * A new monthly rent. Agreements copy the rent when the flat is applied for, and payments are priced from the
 * agreement, so running leases and requests already made keep the rent they were made at; applications from now on
 * get the new one.
 */
export class ChangeRent {
  constructor(
    private readonly apartments: Apartments,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute({ id, rent, by }: { id: string; rent: number; by: string }): Promise<Apartment> {
    return this.uow.run(async () => {
      const apartment = await heldApartment(this.apartments, id);
      const repriced = reprice(apartment, rent);
      if (!(await this.apartments.update(repriced, apartment))) throw changedMeanwhile();
      await this.audit.record({
        actor: by,
        action: 'apartment.reprice',
        subject: apartment.id,
        label: describeLocation(apartment),
        before: { rent: apartment.rent },
        after: { rent },
      });
      return repriced;
    });
  }
}

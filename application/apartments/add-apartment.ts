import {
  describeLocation,
  newApartment,
  type Apartment,
  type ApartmentDetails,
} from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Apartments } from './ports.ts';
import type { IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';

/** A flat without a photo yet shows none; the admin adds one afterwards. */
export const NO_PHOTO = '';

export class AddApartment {
  constructor(
    private readonly apartments: Apartments,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly audit: AuditTrail,
  ) {}

  async execute(input: ApartmentDetails & { by: string }): Promise<Apartment> {
    const apartment = newApartment(this.ids.next(), input, NO_PHOTO);
    return this.uow.run(async () => {
      if (await this.apartments.byLocation(apartment.block, apartment.floor, apartment.number)) {
        throw duplicateOf(apartment);
      }
      // Two admins adding the same flat at once: the database's unique index refuses the second.
      await this.apartments.add([apartment]);
      await this.audit.record({
        actor: input.by,
        action: 'apartment.add',
        subject: apartment.id,
        label: describeLocation(apartment),
        after: { block: apartment.block, floor: apartment.floor, number: apartment.number, rent: apartment.rent },
      });
      return apartment;
    });
  }
}

export const duplicateOf = (a: Apartment) =>
  new DomainError('APARTMENT.DUPLICATE', `${describeLocation(a)} is already in the building`);

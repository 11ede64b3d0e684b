import type { Apartment } from '../../domain/apartments/apartment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Apartments } from '../apartments/ports.ts';

/** The flat, held to the end of the unit of work; APARTMENT.NOT_FOUND when there is none. */
export async function heldApartment(apartments: Apartments, id: string): Promise<Apartment> {
  const apartment = await apartments.hold(id);
  if (!apartment) throw new DomainError('APARTMENT.NOT_FOUND', 'No such apartment');
  return apartment;
}

export const changedMeanwhile = () =>
  new DomainError('APARTMENT.CHANGED', 'Someone else changed this flat just now. Refresh the list and try again.');

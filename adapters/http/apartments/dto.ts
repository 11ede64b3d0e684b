import { isRetired, type ListedApartment } from '../../../domain/apartments/apartment.ts';
import type { AdminApartmentDto, ApartmentDto } from './contract.ts';

/* Domain objects to the wire shapes the web client reads (`_id`, ISO dates, rent in taka). */

export const apartmentDto = (a: ListedApartment): ApartmentDto => ({
  _id: a.id,
  image: a.image,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  available: a.available,
});

/** A flat as the admin's list shows it, retired ones marked. */
export const adminApartmentDto = (a: ListedApartment): AdminApartmentDto => ({
  ...apartmentDto(a),
  retired: isRetired(a),
});

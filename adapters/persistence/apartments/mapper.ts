import type { Apartment } from '../../../domain/apartments/apartment.ts';
import type { ApartmentRow } from './entity.ts';

/*
 * Rows <-> domain values, written out field by field (here and in every area's mapper.ts) so that a renamed column
 * or a new domain field is a compile error rather than a silently missing value. Optional domain fields are absent,
 * never undefined.
 */

export const apartmentToDomain = (r: ApartmentRow): Apartment => ({
  id: r.id,
  image: r.image,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rent: r.rent,
  // Plain SQL reads give SQLite's epoch milliseconds; a page's rows leave the column out (only listed flats).
  ...(r.retiredAt != null ? { retiredAt: new Date(r.retiredAt) } : {}),
});

export const apartmentToRow = (a: Apartment): ApartmentRow => ({
  id: a.id,
  image: a.image,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  retiredAt: a.retiredAt ?? null,
});

/**
 * The building's flats on the wire: the public list, the admin's list, rent changes, photos and imports. The UI
 * imports this file as `@contract/apartments`, so both ends read one definition.
 */
import { z } from 'zod';
import {
  APARTMENT_RULES,
  MAX_FLOOR,
  MAX_RENT,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from '../../../domain/apartments/apartment.ts';
import { optionalQueryInt, queryText, optionalQueryFlag, wholeNumberIn } from '../shared/contract.ts';

export { MAX_RENT };

export const apartmentsQuery = z.object({
  page: optionalQueryInt('page', 1, 100_000),
  limit: optionalQueryInt('limit', 1, 50),
  minRent: optionalQueryInt('minRent', 0, MAX_RENT),
  maxRent: optionalQueryInt('maxRent', 0, MAX_RENT),
  /** true: only the flats no lease holds (the page and the total count only those); every listed flat otherwise. */
  availableOnly: optionalQueryFlag('availableOnly'),
});

/** POST /api/admin/apartments. Block and number are stored upper-case; the domain checks their form. */
export const newApartmentBody = z.object({
  block: z.string({ error: APARTMENT_RULES.block }).trim().min(1, APARTMENT_RULES.block).max(10, APARTMENT_RULES.block),
  floor: wholeNumberIn(APARTMENT_RULES.floor, 0, MAX_FLOOR),
  number: z
    .string({ error: APARTMENT_RULES.number })
    .trim()
    .min(1, APARTMENT_RULES.number)
    .max(20, APARTMENT_RULES.number),
  rent: wholeNumberIn(APARTMENT_RULES.rent, 1, MAX_RENT),
});

/** PATCH /api/admin/apartments/:id: the new monthly rent, for applications from now on. */
export const rentBody = z.object({ rent: wholeNumberIn(APARTMENT_RULES.rent, 1, MAX_RENT) });

/**
 * GET /api/apartments/:id/photo?v=&w=: which photo (each one's URL names it, so it never changes), and optionally a
 * narrower copy of it for a small screen.
 */
export const photoQuery = z.object({
  v: queryText('v', z.string().min(1, 'v is required').max(64, 'v must be at most 64 characters')),
  w: queryText(
    'w',
    z.enum(PHOTO_WIDTHS.map(String) as [string, ...string[]], { error: `w must be ${PHOTO_WIDTHS.join(' or ')}` }),
  )
    .transform((w) => Number(w) as PhotoWidth)
    .optional(),
});

export const apartmentSchema = z.strictObject({
  _id: z.string(),
  image: z.string(),
  floor: z.number(),
  block: z.string(),
  number: z.string(),
  rent: z.number(),
  available: z.boolean(),
});
export type ApartmentDto = z.infer<typeof apartmentSchema>;

/** The admin's view of a flat: retired ones are listed too. */
export const adminApartmentSchema = z.strictObject({ ...apartmentSchema.shape, retired: z.boolean() });
export type AdminApartmentDto = z.infer<typeof adminApartmentSchema>;

export const adminApartmentListSchema = z.strictObject({ apartments: z.array(adminApartmentSchema) });
export type AdminApartmentListDto = z.infer<typeof adminApartmentListSchema>;

export const apartmentImportSchema = z.strictObject({ imported: z.number() });
export type ApartmentImportDto = z.infer<typeof apartmentImportSchema>;

export const apartmentListSchema = z.strictObject({ apartments: z.array(apartmentSchema), total: z.number() });
export type ApartmentListDto = z.infer<typeof apartmentListSchema>;

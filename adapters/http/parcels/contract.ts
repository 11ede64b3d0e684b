/**
 * Parcels at the front desk: the desk logs and lists them and marks them collected; a resident reads their flat's and
 * marks one collected. The UI imports this file as `@contract/parcels`, so both ends read one definition.
 */
import { z } from 'zod';
import { PARCEL_RULES, PARCEL_STATUSES } from '../../../domain/parcels/parcels.ts';
import { text } from '../shared/contract.ts';

/** Text as typed, bounded loosely here: the domain tidies it and holds it to its rule. */
const typed = (rule: string, max: number) => z.string({ error: rule }).max(max, rule);

export const parcelBody = z.object({
  apartmentId: z.string({ error: PARCEL_RULES.apartmentId }).min(1, PARCEL_RULES.apartmentId).max(100),
  carrier: typed(PARCEL_RULES.carrier, 240),
  note: typed(PARCEL_RULES.note, 800).optional(),
});

/**
 * POST /api/desk/parcels as multipart/form-data, to send a photo with the parcel: the parcel (the JSON object above) is
 * the text part "parcel", and the photo the one file part "photo".
 */
export const PARCEL_PART = 'parcel';
export const PARCEL_PHOTO_PART = 'photo';

export const collectBody = z.object({ collectedBy: typed(PARCEL_RULES.collectedBy, 240) });

export const parcelParam = z.object({ id: text('id', 100) });

/** A parcel as the desk and its resident see it: the flat, who brought it, and whether and by whom it was collected. */
export const parcelSchema = z.strictObject({
  id: z.string(),
  flat: z.string(),
  carrier: z.string(),
  note: z.string(),
  hasPhoto: z.boolean(),
  status: z.enum(PARCEL_STATUSES),
  loggedAt: z.string(),
  /** The building day it came, "YYYY-MM-DD". */
  loggedOn: z.string(),
  collectedBy: z.string().nullable(),
  collectedAt: z.string().nullable(),
});
export type ParcelDto = z.infer<typeof parcelSchema>;

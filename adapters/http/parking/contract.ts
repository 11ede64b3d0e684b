/**
 * Parking spaces: the admin's list, adding a space and putting a member on it, and a member's own space. The UI
 * imports this file as `@contract/parking`, so both ends read one definition.
 */
import { z } from 'zod';
import { PARKING_RULES } from '../../../domain/parking/parking.ts';
import { formText, text } from '../shared/contract.ts';

export const spaceParam = z.object({ id: text('id', 100) });

export const parkingSpaceBody = z.object({ label: formText(PARKING_RULES.label, 12) });

/** The member to put on the space, or null to free it. */
export const assignmentBody = z.object({
  memberEmail: z.union(
    [z.string({ error: PARKING_RULES.memberEmail }).trim().toLowerCase().email(PARKING_RULES.memberEmail), z.null()],
    {
      error: PARKING_RULES.memberEmail,
    },
  ),
});

export const parkingSpaceSchema = z.strictObject({
  id: z.string(),
  label: z.string(),
  /** The member on it; null: the space is free. */
  memberEmail: z.string().nullable(),
});
export type ParkingSpaceDto = z.infer<typeof parkingSpaceSchema>;

/** A member's own space: null when they have none. */
export const myParkingSchema = z.strictObject({ space: parkingSpaceSchema.nullable() });
export type MyParkingDto = z.infer<typeof myParkingSchema>;

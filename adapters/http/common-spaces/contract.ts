/**
 * Common spaces and their bookings: the admin's spaces, a day's slots, a member's bookings, the admin's answers and
 * the day's sheet. The UI imports this file as `@contract/common-spaces`, so both ends read one definition. Times are
 * the building's ("HH:MM"), days its calendar days ("YYYY-MM-DD"), fees taka.
 */
import { z } from 'zod';
import { BOOKING_RULES, DECLINE_REASON_MAX } from '../../../domain/common-spaces/booking.ts';
import { NAME_MAX, SPACE_RULES } from '../../../domain/common-spaces/space.ts';
import { formText, text } from '../shared/contract.ts';

export const spaceParam = z.object({ id: text('id', 64) });

const timeText = (rule: string) => z.string({ error: rule }).trim().min(1, rule).max(5, rule);
const numberIn = (rule: string) => z.number({ error: rule });

/** POST /api/admin/spaces: a new space. Ranges are the domain's, each refusal beside its field. */
export const spaceBody = z.object({
  name: formText(SPACE_RULES.name, NAME_MAX),
  opensAt: timeText(SPACE_RULES.opensAt),
  closesAt: timeText(SPACE_RULES.closesAt),
  slotMinutes: numberIn(SPACE_RULES.slotMinutes),
  aheadDays: numberIn(SPACE_RULES.aheadDays),
  monthlyLimit: numberIn(SPACE_RULES.monthlyLimit),
  needsApproval: z.boolean({ error: 'needsApproval must be true or false' }),
  fee: numberIn(SPACE_RULES.fee),
});
export type SpaceBody = z.infer<typeof spaceBody>;

const versionField = z.number({ error: 'version must be the version the space was read at' }).int().min(1);

/** PUT /api/admin/spaces/:id: new terms, over the version read. */
export const spaceEditBody = spaceBody.extend({ version: versionField });
export type SpaceEditBody = z.infer<typeof spaceEditBody>;

/** POST /api/admin/spaces/:id/retire. */
export const retireBody = z.object({ version: versionField });

export const spaceSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  opensAt: z.string(),
  closesAt: z.string(),
  slotMinutes: z.number(),
  aheadDays: z.number(),
  monthlyLimit: z.number(),
  needsApproval: z.boolean(),
  /** Taka; 0 when free. */
  fee: z.number(),
  retired: z.boolean(),
  version: z.number(),
});
export type SpaceDto = z.infer<typeof spaceSchema>;

const dayText = z.string({ error: BOOKING_RULES.day }).regex(/^\d{4}-\d{2}-\d{2}$/, BOOKING_RULES.day);

/** ?day=YYYY-MM-DD */
export const dayQuery = z.object({ day: dayText });

export const slotSchema = z.strictObject({
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  state: z.enum(['free', 'taken', 'past']),
});
export type SlotDto = z.infer<typeof slotSchema>;

/** GET /api/spaces/:id/slots?day= */
export const daySlotsSchema = z.strictObject({ space: spaceSchema, day: z.string(), slots: z.array(slotSchema) });
export type DaySlotsDto = z.infer<typeof daySlotsSchema>;

/** POST /api/space-bookings: the caller's flat books a slot. */
export const bookingBody = z.object({
  spaceId: formText(BOOKING_RULES.spaceId, 64),
  day: dayText,
  start: timeText(BOOKING_RULES.start),
});
export type BookingBody = z.infer<typeof bookingBody>;

/** POST /api/admin/space-bookings/:id/decision: approve, or decline with a reason. */
export const decisionBody = z.object({
  approve: z.boolean({ error: 'approve must be true or false' }),
  reason: z.string({ error: BOOKING_RULES.reason }).max(DECLINE_REASON_MAX, BOOKING_RULES.reason).optional(),
});
export type DecisionBody = z.infer<typeof decisionBody>;

/** POST /api/admin/space-bookings/:id/cancel: the admin cancels a member's booking, saying why. */
export const adminCancelBody = z.object({
  reason: formText(BOOKING_RULES.reason, DECLINE_REASON_MAX),
});
export type AdminCancelBody = z.infer<typeof adminCancelBody>;

export const BOOKING_STATUSES = ['pending', 'approved', 'declined', 'cancelled'] as const;

export const bookingSchema = z.strictObject({
  id: z.string(),
  spaceId: z.string(),
  spaceName: z.string(),
  day: z.string(),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  flat: z.string(),
  memberName: z.string(),
  /** Null on the day sheet as the staff read it: of a member the front desk reads a name and a flat only. */
  memberEmail: z.string().nullable(),
  status: z.enum(BOOKING_STATUSES),
  /** Taka; 0 when free. */
  fee: z.number(),
  reason: z.string().nullable(),
  /** Whether its member may still cancel it (active, and before the cut-off). */
  cancellable: z.boolean(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

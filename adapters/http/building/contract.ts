/**
 * The building's details, its rent schedule and the admin's summary of rooms and people. The UI imports this file
 * as `@contract/building`, so both ends read one definition.
 */
import { z } from 'zod';
import { BUILDING_RULES } from '../../../domain/building/building.ts';
import { REMINDER_RULES } from '../../../domain/notifications/reminders.ts';
import { wholeNumberIn } from '../shared/contract.ts';

/** PUT /api/admin/building: the building's details, over the version they were read at. */
export const buildingBody = z.object({
  name: z.string({ error: BUILDING_RULES.name }).max(200, BUILDING_RULES.name),
  address: z.string({ error: BUILDING_RULES.address }).max(400, BUILDING_RULES.address),
  latitude: z.number({ error: BUILDING_RULES.latitude }),
  longitude: z.number({ error: BUILDING_RULES.longitude }),
  phone: z.string({ error: BUILDING_RULES.phone }).max(60, BUILDING_RULES.phone),
  email: z.string({ error: BUILDING_RULES.email }).max(254, BUILDING_RULES.email),
  emergencyPhone: z.string({ error: BUILDING_RULES.emergencyPhone }).max(60, BUILDING_RULES.emergencyPhone),
  version: z.number({ error: 'version must be the version the details were read at' }).int().min(0),
});

/**
 * PUT /api/admin/rent-schedule: the due day and the reminders around it (null: that reminder is off), over the version
 * read. Whole JSON numbers only; a field the schedule does not have is refused rather than dropped, so a misspelt
 * field never saves a schedule the admin did not mean.
 */
export const rentScheduleBody = z.strictObject(
  {
    dueDay: wholeNumberIn(REMINDER_RULES.dueDay, 1, 28),
    daysBefore: wholeNumberIn(REMINDER_RULES.daysBefore, 1, 14).nullable(),
    daysAfter: wholeNumberIn(REMINDER_RULES.daysAfter, 1, 20).nullable(),
    version: z.number({ error: 'version must be the version the schedule was read at' }).int().min(0),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The rent schedule has no ${issue.keys.join(', ')}: send dueDay, daysBefore, daysAfter and version only`
        : undefined,
  },
);

export const adminSummarySchema = z.strictObject({
  totalRooms: z.number(),
  rentedRooms: z.number(),
  availablePercentage: z.number(),
  rentedPercentage: z.number(),
  totalUsers: z.number(),
  totalMembers: z.number(),
  /** Applications for a flat waiting for a decision. */
  requestsWaiting: z.number(),
  /** Reported payments waiting to be confirmed or rejected. */
  reportsWaiting: z.number(),
  /** What every lease owes now, from the books, in poisha. */
  owedNowPoisha: z.number(),
  /** The building's current month ("YYYY-MM"), which `collectedThisMonthPoisha` counts. */
  month: z.string(),
  /** Money received in `month` by every method, from the books, deposits left out, in poisha. */
  collectedThisMonthPoisha: z.number(),
  /** The security deposits held (running leases, and ended ones whose final statement is not settled), in poisha. */
  depositsHeldPoisha: z.number(),
});
export type AdminSummaryDto = z.infer<typeof adminSummarySchema>;

export const buildingSchema = z.strictObject({
  name: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  email: z.string(),
  emergencyPhone: z.string(),
  /** 0 until the admin first saves the details; send it back with a change. */
  version: z.number(),
});
export type BuildingDto = z.infer<typeof buildingSchema>;

/** GET /api/admin/rent-schedule. Null: that reminder is off. */
export const rentScheduleSchema = z.strictObject({
  dueDay: z.number(),
  daysBefore: z.number().nullable(),
  daysAfter: z.number().nullable(),
  /** 0 until the admin first saves a schedule (the default applies); send it back with a change. */
  version: z.number(),
});
export type RentScheduleDto = z.infer<typeof rentScheduleSchema>;

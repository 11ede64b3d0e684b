/**
 * Applying for a flat and the admin's decision on the request. The UI imports this file as `@contract/agreements`,
 * so both ends read one definition.
 */
import { z } from 'zod';
import { REJECTION_REASON_MAX, REJECTION_RULES } from '../../../domain/agreements/agreement.ts';
import {
  ADDRESS_MAX,
  HOUSEHOLD_MAX,
  NAME_MAX,
  TENANT_DETAILS_RULES as RULES,
} from '../../../domain/agreements/tenant-details.ts';
import { LEASE_TERMS_RULES, MAX_TERM_MONTHS } from '../../../domain/agreements/terms.ts';
import { RENT_CHANGE_RULES } from '../../../domain/agreements/rent-change.ts';
import { RENEWAL_RULES } from '../../../domain/agreements/renewal.ts';
import { MAX_RENT } from '../../../domain/apartments/apartment.ts';
import { text, jsonNumber, monthKeyField, wholeNumberIn } from '../shared/contract.ts';

/** Text as typed, bounded loosely here: the domain tidies it and holds it to its rule. */
const typed = (rule: string, max: number) =>
  z
    .string({ error: rule })
    .max(max * 4, rule)
    .optional();

/**
 * The tenant details the apply form asks for (the police's tenant-information form), each optional here: a request
 * naming none carries none, and one naming any is held to every rule by the domain.
 */
export const tenantDetailsFields = {
  phone: typed(RULES.phone, 20),
  nid: typed(RULES.nid, 20),
  fatherName: typed(RULES.fatherName, NAME_MAX),
  permanentAddress: typed(RULES.permanentAddress, ADDRESS_MAX),
  previousAddress: typed(RULES.previousAddress, ADDRESS_MAX),
  previousLandlordName: typed(RULES.previousLandlordName, NAME_MAX),
  previousLandlordPhone: typed(RULES.previousLandlordPhone, 20),
  /** Who else will live in the flat, 0 to 15 rows; an age is a JSON number of whole years. */
  household: z
    .array(
      z.object(
        {
          name: typed(RULES.householdName, NAME_MAX),
          relation: typed(RULES.householdRelation, NAME_MAX),
          age: z.number({ error: RULES.householdAge }).optional(),
        },
        { error: RULES.householdName },
      ),
      { error: RULES.household },
    )
    .max(HOUSEHOLD_MAX, RULES.household)
    .optional(),
  emergencyName: typed(RULES.emergencyName, NAME_MAX),
  emergencyRelation: typed(RULES.emergencyRelation, NAME_MAX),
  emergencyPhone: typed(RULES.emergencyPhone, 20),
};

/**
 * POST /api/agreements: which apartment, by id or by its block, floor and number, and the tenant details. Rent and
 * user come from the server.
 */
export const agreementBody = z.union(
  [
    z.object({ apartmentId: text('apartmentId', 64), ...tenantDetailsFields }),
    z.object({
      ...tenantDetailsFields,
      block: text('block', 20),
      floor: jsonNumber('floor')
        .int('floor must be a whole number')
        .min(0, 'floor must be from 0 to 500')
        .max(500, 'floor must be from 0 to 500'),
      // An apartment's number is a label such as "A101", sent as text, the way the list gives it.
      number: text('number', 20),
    }),
  ],
  { error: 'Say which apartment: apartmentId, or block, floor and number' },
);

export const decisionBody = z.object({
  action: z.enum(['accept', 'reject'], { error: 'action must be "accept" or "reject"' }),
  /** Accepting: the lease's first month; this month when not given. */
  startMonth: monthKeyField('startMonth').optional(),
  /** Accepting: the month the lease is meant to end (not before its start); none when not given. */
  endMonth: z
    .string({ error: LEASE_TERMS_RULES.endMonth })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, LEASE_TERMS_RULES.endMonth)
    .optional(),
  /** Accepting: the monthly rent in whole taka; the flat's rent when not given. */
  rent: wholeNumberIn(LEASE_TERMS_RULES.rent, 1, MAX_RENT).optional(),
  /** Accepting: how many months of rent are paid ahead (0 to 24); none when not given. */
  advanceMonths: wholeNumberIn(LEASE_TERMS_RULES.advanceMonths, 0, MAX_TERM_MONTHS).optional(),
  /** Accepting: the security deposit in whole taka, up to 24 months of the rent; none when not given. */
  deposit: wholeNumberIn(LEASE_TERMS_RULES.deposit, 0, MAX_RENT * MAX_TERM_MONTHS).optional(),
  /** Rejecting: why, for the applicant (the domain trims it and bounds its length). */
  reason: z
    .string({ error: REJECTION_RULES.reason })
    .max(REJECTION_REASON_MAX * 4, REJECTION_RULES.reason)
    .optional(),
});

export const agreementSchema = z.strictObject({
  _id: z.string(),
  /** The flat asked for. */
  apartmentId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  floor: z.number(),
  block: z.string(),
  number: z.string(),
  rent: z.number(),
  status: z.enum(['pending', 'checked']),
  /** Which way a checked request went: accepted, rejected, withdrawn by its applicant, or ended when the member was removed. */
  decision: z.enum(['accepted', 'rejected', 'withdrawn', 'ended']).optional(),
  requestDate: z.string(),
  acceptedAt: z.string().optional(),
  /** When it was accepted, rejected or withdrawn. */
  decidedAt: z.string().optional(),
  /** When the lease ended (the member was removed). */
  endedAt: z.string().optional(),
  /** The lease's first month (YYYY-MM), once accepted. */
  startMonth: z.string().optional(),
  /** The lease's last month (YYYY-MM), once ended. */
  endMonth: z.string().optional(),
  /** An accepted lease's terms: the month it is meant to end, when one was set. */
  termEndMonth: z.string().optional(),
  /** An accepted lease's terms: the months of rent paid ahead (none for leases accepted before terms existed). */
  advanceMonths: z.number().optional(),
  /** An accepted lease's terms: the security deposit in taka (none for leases accepted before terms existed). */
  deposit: z.number().optional(),
  /** A rejected request: the admin's reason, when they gave one. */
  reason: z.string().optional(),
  /** Pending requests in the admin's list: the start months the admin may pick, oldest first. */
  startMonths: z.array(z.string()).optional(),
  /** Pending requests in the admin's list: what the applicant owes under earlier leases, in taka (0 when nothing). */
  owed: z.number().optional(),
});
export type AgreementDto = z.infer<typeof agreementSchema>;

/** GET /api/agreements/user/latest: the caller's latest request; null when they never applied. */
export const latestAgreementSchema = z.strictObject({ agreement: agreementSchema.nullable() });

/** POST /api/agreements: the caller's request, and whether it had been sent before (a repeat makes nothing new). */
export const applicationSchema = z.strictObject({ ...agreementSchema.shape, alreadySent: z.boolean() });
export type ApplicationDto = z.infer<typeof applicationSchema>;

export const householdMemberSchema = z.strictObject({ name: z.string(), relation: z.string(), age: z.number() });

/** A request's tenant details, as the applicant gave them (phone numbers as 01XXXXXXXXX). */
export const tenantDetailsSchema = z.strictObject({
  phone: z.string(),
  nid: z.string(),
  fatherName: z.string(),
  permanentAddress: z.string(),
  previousAddress: z.string(),
  previousLandlordName: z.string().optional(),
  previousLandlordPhone: z.string().optional(),
  household: z.array(householdMemberSchema),
  emergencyName: z.string(),
  emergencyRelation: z.string(),
  emergencyPhone: z.string(),
});
export type TenantDetailsDto = z.infer<typeof tenantDetailsSchema>;

/** GET /api/agreements/:id/details: the request and its tenant details; null for a request sent without them. */
export const requestDetailsSchema = z.strictObject({
  agreement: agreementSchema,
  details: tenantDetailsSchema.nullable(),
});
export type RequestDetailsDto = z.infer<typeof requestDetailsSchema>;

/** POST /api/admin/leases/:id/rent-changes: the new rent in whole taka and the month it takes effect from. */
export const rentChangeBody = z.object({
  rent: wholeNumberIn(RENT_CHANGE_RULES.rent, 1, MAX_RENT),
  effectiveMonth: z
    .string({ error: RENT_CHANGE_RULES.effectiveMonth })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, RENT_CHANGE_RULES.effectiveMonth),
});

/** POST /api/admin/leases/:id/renewal-offers: the new end month and the rent from the month after the current end. */
export const renewalOfferBody = z.object({
  endMonth: z.string({ error: RENEWAL_RULES.endMonth }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, RENEWAL_RULES.endMonth),
  rent: wholeNumberIn(RENEWAL_RULES.rent, 1, MAX_RENT),
});

/** POST /api/me/renewal-offers/:id/answer: the member's answer. */
export const renewalAnswerBody = z.object({
  answer: z.enum(['accept', 'decline'], { error: 'answer must be "accept" or "decline"' }),
});

/** A new rent scheduled on a lease: from `effectiveMonth` (YYYY-MM), `rent` taka a month. */
export const rentChangeSchema = z.strictObject({
  id: z.string(),
  effectiveMonth: z.string(),
  rent: z.number(),
  scheduledAt: z.string(),
});
export type RentChangeDto = z.infer<typeof rentChangeSchema>;

/** An offer to renew a lease: to `endMonth`, at `rent` taka a month from `fromMonth` (the month after the old end). */
export const renewalOfferSchema = z.strictObject({
  id: z.string(),
  fromEndMonth: z.string(),
  endMonth: z.string(),
  fromMonth: z.string(),
  rent: z.number(),
  status: z.enum(['pending', 'accepted', 'declined']),
  offeredAt: z.string(),
});
export type RenewalOfferDto = z.infer<typeof renewalOfferSchema>;

/**
 * GET /api/admin/leases/:id/changes and GET /api/me/lease-changes: a lease's rent now, its planned end, the rent
 * changes not yet in effect (earliest first), the first month a new change may take effect from, and a pending
 * renewal offer (null when none).
 */
export const leaseChangesSchema = z.strictObject({
  leaseId: z.string(),
  rent: z.number(),
  termEndMonth: z.string().nullable(),
  firstMonth: z.string(),
  changes: z.array(rentChangeSchema),
  offer: renewalOfferSchema.nullable(),
});
export type LeaseChangesDto = z.infer<typeof leaseChangesSchema>;

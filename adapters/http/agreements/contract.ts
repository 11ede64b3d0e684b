/**
 * Applying for a flat and the admin's decision on the request. The UI imports this file as `@contract/agreements`,
 * so both ends read one definition.
 */
import { z } from 'zod';
import { REJECTION_REASON_MAX, REJECTION_RULES } from '../../../domain/agreements/agreement.ts';
import { text, jsonNumber, monthKeyField } from '../shared/contract.ts';

/** POST /api/agreements: which apartment, by id or by its block, floor and number. Rent and user come from the server. */
export const agreementBody = z.union(
  [
    z.object({ apartmentId: text('apartmentId', 64) }),
    z.object({
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

/**
 * Autopay: a member's saved card, cap, skipped month and last charge, and the admin's list of who has it on. Amounts are
 * in taka on the wire. The UI imports this file as `@contract/autopay`.
 */
import { z } from 'zod';
import { ATTEMPT_OUTCOMES, AUTOPAY_RULES, MAX_CAP } from '../../../domain/autopay/autopay.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import { text } from '../shared/contract.ts';
import { sandboxConfirmBody } from '../payments/contract.ts';

/** At most two decimals: a cap is a whole number of poisha. */
const takaAmount = z
  .number({ error: AUTOPAY_RULES.cap })
  .refine(
    (v) => Number.isFinite(v) && v > 0 && v <= toTaka(MAX_CAP) && Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
    AUTOPAY_RULES.cap,
  );

export const autopayBody = z.object({ cap: takaAmount });

/** The member's agreement to be charged with no one present, which a provider asks for before saving a card. */
export const cardSetupBody = z.object({ consent: z.literal(true, { error: AUTOPAY_RULES.consent }) });

export const saveCardBody = z.object({ setupIntentId: text('setupIntentId', 255) });

/** The sandbox's stand-in for Stripe.js's confirmCardSetup: the setup's secret and a test card. */
export const sandboxSetupBody = sandboxConfirmBody.pick({ clientSecret: true, card: true });

export const cardSetupSchema = z.strictObject({ setupIntentId: z.string(), clientSecret: z.string() });
export type CardSetupDto = z.infer<typeof cardSetupSchema>;

export const sandboxSetupSchema = z.strictObject({
  setupIntent: z.strictObject({ id: z.string(), status: z.literal('succeeded') }),
});

export const savedCardSchema = z.strictObject({
  brand: z.string(),
  last4: z.string(),
  savedAt: z.string(),
});

export const attemptSchema = z.strictObject({
  month: z.string(),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  /** Taka. */
  amount: z.number(),
  tries: z.number(),
  triedOn: z.string(),
  /** The provider's words for a declined card. */
  message: z.string().nullable(),
});
export type AutopayAttemptDto = z.infer<typeof attemptSchema>;

export const myAutopaySchema = z.strictObject({
  enabled: z.boolean(),
  /** Taka; null until autopay was first turned on. */
  cap: z.number().nullable(),
  skipMonth: z.string().nullable(),
  card: savedCardSchema.nullable(),
  /** False for a former resident: autopay cannot be turned on. */
  hasLease: z.boolean(),
  /** The building's day autopay charges next; null while it is off. */
  nextChargeOn: z.string().nullable(),
  lastAttempt: attemptSchema.nullable(),
});
export type MyAutopayDto = z.infer<typeof myAutopaySchema>;

export const autopayRowSchema = z.strictObject({
  userEmail: z.string(),
  /** The name on the member's lease (their email when they hold none). */
  name: z.string(),
  /** The number of the flat they lease, when they lease one. */
  flat: z.string().nullable(),
  /** Taka. */
  cap: z.number(),
  skipMonth: z.string().nullable(),
  card: savedCardSchema.nullable(),
});
export type AutopayRowDto = z.infer<typeof autopayRowSchema>;

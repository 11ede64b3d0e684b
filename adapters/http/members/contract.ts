/**
 * A person's own profile and language, and the admin's list of members. The UI imports this file as
 * `@contract/members`, so both ends read one definition.
 */
import { z } from 'zod';
import { ROLES } from '../../../domain/identity/roles.ts';
import { LANGUAGES } from '../../../domain/shared/language.ts';
import { text, emailField, languageSchema } from '../shared/contract.ts';

const photoURL = z
  .string({ error: 'photoURL must be text' })
  .trim()
  .max(2048, 'photoURL must be at most 2048 characters')
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'photoURL must be an http(s) address')
  .optional();

/** PUT and POST /api/users. `role` may be sent (the original client sends "user") but is never read. */
export const userBody = z.object({
  name: text('name', 100),
  email: emailField.optional(),
  photoURL: z.preprocess((v) => (v === null ? undefined : v), photoURL),
});

export const emailParam = z.object({ email: emailField });

export const memberSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The flat their running lease is for. */
  apartment: z.strictObject({ floor: z.number(), block: z.string(), number: z.string() }).optional(),
  /** The lease's first month, YYYY-MM. */
  leaseStart: z.string().optional(),
  /** Their running lease's id, for its rent changes and renewal. */
  leaseId: z.string().optional(),
  /** Months of the lease up to this month still unpaid, YYYY-MM, oldest first. */
  unpaidMonths: z.array(z.string()),
  /** What they owe now, in taka. */
  owed: z.number(),
});
export type MemberDto = z.infer<typeof memberSchema>;

export const userSchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  photoURL: z.string(),
  role: z.enum(ROLES),
});
export type UserDto = z.infer<typeof userSchema>;

/** PUT /api/me/language: the language chosen. */
export const languageChoiceSchema = z.strictObject({ language: languageSchema });

/** PUT /api/me/language: the language the product writes to the caller in. */
export const languageBody = z.object({
  language: z.enum(LANGUAGES, { error: 'language must be "en" (English) or "bn" (Bangla)' }),
});

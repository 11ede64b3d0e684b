/**
 * A person's own profile and language, and the admin's list of members. The UI imports this file as
 * `@contract/members`, so both ends read one definition.
 */
import { z } from 'zod';
import type { Role } from '../../../domain/identity/roles.ts';
import { LANGUAGES } from '../../../domain/shared/language.ts';
import { text, emailField } from '../shared/contract.ts';

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

export interface MemberDto {
  _id: string;
  name: string;
  email: string;
  /** The flat their running lease is for. */
  apartment?: { floor: number; block: string; number: string };
  /** The lease's first month, YYYY-MM. */
  leaseStart?: string;
  /** Months of the lease up to this month still unpaid, YYYY-MM, oldest first. */
  unpaidMonths: string[];
  /** What they owe now, in taka. */
  owed: number;
}

export interface UserDto {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  role: Role;
}

/** PUT /api/me/language: the language the product writes to the caller in. */
export const languageBody = z.object({
  language: z.enum(LANGUAGES, { error: 'language must be "en" (English) or "bn" (Bangla)' }),
});

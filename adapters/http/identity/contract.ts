/**
 * Who the caller is: their role and language as stored now. The UI imports this file as `@contract/identity`, so
 * both ends read one definition.
 */
import { z } from 'zod';
import { ROLES, type Role } from '../../../domain/identity/roles.ts';
import { languageSchema } from '../shared/contract.ts';

/** A caller's role, as the domain defines it. */
export type { Role };

/** GET /api/users/role: the caller's role and language as stored now. */
export const roleSchema = z.strictObject({
  role: z.enum(ROLES),
  language: languageSchema,
  /** Present for someone whose lease ended and who rents nothing now: they keep their rent account. */
  formerResident: z.literal(true).optional(),
});
export type RoleDto = z.infer<typeof roleSchema>;

/**
 * The cookie a page session travels in. Only the dashboard's pages carry it (its path), and scripts cannot read it.
 * The web app learns what it held from the page itself (FIRST_ANSWERS_ID).
 */
export const PAGE_SESSION_COOKIE = 'lakeview_page_session';
export const PAGE_SESSION_PATH = '/dashboard';

/**
 * The id of the JSON block a dashboard page carries when its session named someone: their account's id and what
 * their first screen's reads answer them, each by the path the web app would ask it at.
 */
export const FIRST_ANSWERS_ID = 'first-answers';
export const firstAnswersSchema = z.strictObject({
  uid: z.string(),
  answers: z.record(z.string(), z.unknown()),
});
export type FirstAnswersDto = z.infer<typeof firstAnswersSchema>;

/** POST /api/session: a page session was started; it holds this long unless the person signs out. */
export const pageSessionSchema = z.strictObject({ maxAgeSeconds: z.number().int().positive() });
/** DELETE /api/session: this browser's page session, if it had one, is gone. */
export const endedSessionSchema = z.strictObject({ ended: z.literal(true) });

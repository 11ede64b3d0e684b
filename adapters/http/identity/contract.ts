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

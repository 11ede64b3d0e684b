/**
 * Who the caller is: their role and language as stored now. The UI imports this file as `@contract/identity`, so
 * both ends read one definition.
 */
import type { Role } from '../../../domain/identity/roles.ts';
import { type Language } from '../../../domain/shared/language.ts';

/** A caller's role, as the domain defines it. */
export type { Role };

/** GET /api/users/role: the caller's role and language as stored now. */
export interface RoleDto {
  role: Role;
  language: Language;
  /** Present for someone whose lease ended and who rents nothing now: they keep their rent account. */
  formerResident?: true;
}

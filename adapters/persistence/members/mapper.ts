import type { Role } from '../../../domain/identity/roles.ts';
import type { User } from '../../../domain/members/user.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/shared/language.ts';
import type { UserRow } from './entity.ts';

export const userToDomain = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  name: r.name,
  photoURL: r.photoUrl,
  role: r.role as Role,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
});

export const userToRow = (u: User): UserRow => ({
  id: u.id,
  email: u.email,
  name: u.name,
  photoUrl: u.photoURL,
  role: u.role,
  language: u.language,
});

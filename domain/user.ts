import { DEFAULT_LANGUAGE, type Language } from './language.ts';
import { DEFAULT_ROLE, type Role } from './roles.ts';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly photoURL: string;
  readonly role: Role;
  /** The language the product writes to them in: their notifications and emails, and the web app once signed in. */
  readonly language: Language;
}

/** Emails identify people across the identity service and the database, so one spelling wins. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function newUser(id: string, email: string, name: string, photoURL: string): User {
  return {
    id,
    email: normalizeEmail(email),
    name: name.trim(),
    photoURL: photoURL.trim(),
    role: DEFAULT_ROLE,
    language: DEFAULT_LANGUAGE,
  };
}

export const withRole = (user: User, role: Role): User => ({ ...user, role });

export const withLanguage = (user: User, language: Language): User => ({ ...user, language });

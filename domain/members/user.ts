import { DEFAULT_LANGUAGE, type Language } from '../shared/language.ts';
import { DEFAULT_ROLE, type Role } from '../identity/roles.ts';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly photoURL: string;
  readonly role: Role;
  /** The language the product writes to them in: their notifications and emails, and the web app once signed in. */
  readonly language: Language;
}

export const USER_RULES = {
  email: 'Email must be an address whose domain has a dot, like name@example.com',
} as const;

// A mailbox at a dotted domain: an address without one ("rafiq@example") reaches nobody outside one network.
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** Whether an address can take a person's mail: something, an @, then a domain of dot-separated names. */
export const isEmailAddress = (email: string): boolean => email.length <= 254 && EMAIL_ADDRESS.test(email.trim());

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

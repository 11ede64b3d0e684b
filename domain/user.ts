import { DEFAULT_ROLE, type Role } from './roles.ts';

export interface User {
  readonly id: string;
  readonly email: string;
  readonly name: string;
  readonly photoURL: string;
  readonly role: Role;
}

/** Emails identify people across the identity service and the database, so one spelling wins. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function newUser(id: string, email: string, name: string, photoURL: string): User {
  return { id, email: normalizeEmail(email), name: name.trim(), photoURL: photoURL.trim(), role: DEFAULT_ROLE };
}

export const withRole = (user: User, role: Role): User => ({ ...user, role });

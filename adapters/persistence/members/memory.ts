import type { Role } from '../../../domain/identity/roles.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../domain/shared/language.ts';
import { normalizeEmail, type User } from '../../../domain/members/user.ts';
import type { Users } from '../../../application/members/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';
import { compareText } from '../memory/compare-text.ts';

export class MemoryUsers implements Users {
  constructor(private readonly t: MemoryTables) {}

  async byEmail(email: string) {
    return this.t.users.get(normalizeEmail(email));
  }

  /** One caller at a time runs between awaits here, so there is nothing to hold. */
  hold(email: string) {
    return this.byEmail(email);
  }

  async save(user: User) {
    const existing = this.t.users.get(user.email);
    if (existing && existing.id !== user.id) throw uniqueViolation('users_email_unique');
    // The same user under a new email is a change of email, not a second user; a stored role stays.
    const stored = [...this.t.users.values()].find((other) => other.id === user.id);
    if (stored) this.t.users.delete(stored.email);
    this.t.users.set(user.email, stored ? { ...user, role: stored.role, language: stored.language } : user);
  }

  async changeRole(email: string, from: Role, to: Role) {
    const user = this.t.users.get(normalizeEmail(email));
    if (user?.role !== from) return false;
    this.t.users.set(user.email, { ...user, role: to });
    return true;
  }

  async setLanguage(email: string, language: Language) {
    const user = this.t.users.get(normalizeEmail(email));
    if (!user) return false;
    this.t.users.set(user.email, { ...user, language });
    return true;
  }

  async languagesOf(emails: readonly string[]) {
    return new Map(emails.map((e) => [e, this.t.users.get(normalizeEmail(e))?.language ?? DEFAULT_LANGUAGE]));
  }

  async count() {
    return this.t.users.size;
  }

  async countByRole(role: Role) {
    return (await this.listByRole(role)).length;
  }

  async listByRole(role: Role) {
    return [...this.t.users.values()].filter((u) => u.role === role).sort((a, b) => compareText(a.email, b.email));
  }
}

import type { Role } from '../../domain/identity/roles.ts';
import type { User } from '../../domain/members/user.ts';
import type { Language } from '../../domain/shared/language.ts';

export interface Users {
  byEmail(email: string): Promise<User | undefined>;
  /**
   * Reads the user and holds their row until the unit of work ends (PostgreSQL locks it; SQLite has one writer at a
   * time already): two writes made for one person, such as two reports counted against a daily limit, queue up.
   */
  hold(email: string): Promise<User | undefined>;
  /**
   * Creates the user with its role and language, or updates an existing user's name, photo and email, never its role
   * (only `changeRole` does, conditionally) nor its language (only `setLanguage` does). Throws USER.EMAIL_TAKEN only
   * if ids disagree.
   */
  save(user: User): Promise<void>;
  /** Sets the language the product writes to the user in; false when there is no such user. */
  setLanguage(email: string, language: Language): Promise<boolean>;
  /** The languages of several people at once, in one read; the default for those without an account. */
  languagesOf(emails: readonly string[]): Promise<Map<string, Language>>;
  /** Sets the role only if it is still `from`, in one conditional statement; false when it is not. */
  changeRole(email: string, from: Role, to: Role): Promise<boolean>;
  count(): Promise<number>;
  countByRole(role: Role): Promise<number>;
  listByRole(role: Role): Promise<User[]>;
}

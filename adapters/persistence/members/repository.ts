import { LockMode } from '@mikro-orm/core';
import type { Role } from '../../../domain/identity/roles.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/shared/language.ts';
import { normalizeEmail, type User } from '../../../domain/members/user.ts';
import type { Users } from '../../../application/members/ports.ts';
import { placeholders, READ, type Db } from '../mikro-orm/db.ts';
import { uniqueViolation } from '../unique-rules.ts';
import { UserRow } from './entity.ts';
import { userToDomain, userToRow } from './mapper.ts';

export class MikroOrmUsers implements Users {
  constructor(private readonly db: Db) {}

  byEmail(email: string): Promise<User | undefined> {
    // Every signed-in request looks its caller up here, so one plain statement rather than an ORM query (whose
    // building and hydration cost more than the indexed read itself; the benchmark's signed-in read measures it),
    // and one statement for all the callers whose requests arrive together. Inside a transaction (MakeAdmin reads
    // in one) it runs there, on its own.
    return this.db
      .readByKeyTogether<UserRow>(
        'users.byEmail',
        (count) => `select ${this.db.columns(UserRow, 'u')} from users u where u.email in (${placeholders(count)})`,
        (row) => row.email,
        normalizeEmail(email),
      )
      .then(([row]) => (row ? userToDomain(row) : undefined));
  }

  hold(email: string): Promise<User | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(
        UserRow,
        { email: normalizeEmail(email) },
        { ...READ, lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      return row ? userToDomain(row) : undefined;
    });
  }

  save(user: User): Promise<void> {
    return this.db.write(async (em) => {
      const holder = await em.findOne(UserRow, { email: user.email }, { ...READ, fields: ['id'] });
      if (holder && holder.id !== user.id) throw uniqueViolation('users_email_unique');
      // By id: an existing user keeps their row even when their email changes. A concurrent insert of the
      // same email loses on the unique index and gets USER.EMAIL_TAKEN from errors.ts.
      const { id, role: _role, language: _language, ...profile } = userToRow(user);
      const updated = await em.nativeUpdate(UserRow, { id }, profile);
      if (updated === 0) await em.insert(UserRow, userToRow(user));
    });
  }

  changeRole(email: string, from: Role, to: Role): Promise<boolean> {
    return this.db.write(
      async (em) => (await em.nativeUpdate(UserRow, { email: normalizeEmail(email), role: from }, { role: to })) === 1,
    );
  }

  setLanguage(email: string, language: Language): Promise<boolean> {
    return this.db.write(
      async (em) => (await em.nativeUpdate(UserRow, { email: normalizeEmail(email) }, { language })) === 1,
    );
  }

  languagesOf(emails: readonly string[]): Promise<Map<string, Language>> {
    return this.db.run(async (em) => {
      const rows =
        emails.length === 0
          ? []
          : await em.find(
              UserRow,
              { email: { $in: emails.map(normalizeEmail) } },
              { ...READ, fields: ['email', 'language'] },
            );
      const byEmail = new Map(rows.map((row) => [row.email, row.language]));
      return new Map(
        emails.map((e) => {
          const stored = byEmail.get(normalizeEmail(e));
          return [e, isLanguage(stored) ? stored : DEFAULT_LANGUAGE];
        }),
      );
    });
  }

  count(): Promise<number> {
    return this.db.run((em) => em.count(UserRow, {}));
  }

  countByRole(role: Role): Promise<number> {
    return this.db.run((em) => em.count(UserRow, { role }));
  }

  listByRole(role: Role): Promise<User[]> {
    return this.db.run(async (em) => {
      const rows = await em.find(UserRow, { role }, { ...READ, orderBy: { email: 'asc' } });
      return rows.map(userToDomain);
    });
  }
}

import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { aUser } from '../../../support/builders.ts';

export function usersContract(store: () => Persistence) {
  describe('Users', () => {
    const rahim = aUser().build();

    it('creates a user and finds them by email in any case or spacing', async () => {
      await store().users.save(rahim);
      expect(await store().users.byEmail('rahim@example.com')).toEqual(rahim);
      expect(await store().users.byEmail('  Rahim@Example.COM ')).toEqual(rahim);
      expect(await store().users.byEmail('nobody@example.com')).toBeUndefined();
    });

    it('updates the profile of the user with the same id in place, never the stored role', async () => {
      await store().users.save(rahim);
      const renamed = { ...rahim, name: 'Rahim U.', photoURL: 'https://example.com/r.png' };
      // A profile saved from a copy read before an admin made them a member must not undo that.
      await store().users.save({ ...renamed, role: 'admin' });
      expect(await store().users.byEmail(rahim.email)).toEqual(renamed);
      expect(await store().users.count()).toBe(1);
    });

    it('changes a role only from the role it names', async () => {
      await store().users.save(rahim);
      expect(await store().users.changeRole(rahim.email, 'user', 'member')).toBe(true);
      expect(await store().users.changeRole(' RAHIM@example.com', 'user', 'member')).toBe(false);
      expect((await store().users.byEmail(rahim.email))?.role).toBe('member');
      expect(await store().users.changeRole('Rahim@Example.com', 'member', 'user')).toBe(true);
      expect((await store().users.byEmail(rahim.email))?.role).toBe('user');
      expect(await store().users.changeRole('nobody@example.com', 'user', 'member')).toBe(false);
    });

    it('refuses another id for a taken email with USER.EMAIL_TAKEN, and keeps the first', async () => {
      await store().users.save(rahim);
      const impostor = aUser().withId('user-other').withName('Impostor').admin().build();
      await expect(store().users.save(impostor)).rejects.toMatchObject({ code: 'USER.EMAIL_TAKEN' });
      expect(await store().users.byEmail(rahim.email)).toEqual(rahim);
    });

    it('treats the same id under a new email as a change of email', async () => {
      await store().users.save(rahim);
      await store().users.changeRole(rahim.email, 'user', 'member');
      const moved = { ...rahim, email: 'rahim.uddin@example.com', role: 'member' as const };
      await store().users.save(moved);
      expect(await store().users.byEmail('rahim@example.com')).toBeUndefined();
      expect(await store().users.byEmail('rahim.uddin@example.com')).toEqual(moved);
      expect(await store().users.count()).toBe(1);
    });

    it('keeps a language per user, which a profile save never changes, and reads many in one go', async () => {
      await store().users.save(rahim);
      expect(await store().users.setLanguage(' Rahim@Example.com', 'bn')).toBe(true);
      expect((await store().users.byEmail(rahim.email))?.language).toBe('bn');
      await store().users.save({ ...rahim, name: 'Rahim U.', language: 'en' });
      expect(await store().users.byEmail(rahim.email)).toMatchObject({ name: 'Rahim U.', language: 'bn' });
      expect(await store().users.setLanguage('nobody@example.com', 'bn')).toBe(false);
      const karim = aUser().withId('user-karim').withEmail('karim@example.com').build();
      await store().users.save(karim);
      expect(await store().users.languagesOf(['RAHIM@example.com', karim.email, 'nobody@example.com'])).toEqual(
        new Map([
          ['RAHIM@example.com', 'bn'],
          [karim.email, 'en'],
          ['nobody@example.com', 'en'],
        ]),
      );
      expect(await store().users.languagesOf([])).toEqual(new Map());
    });

    it('creates a user in the language they were given', async () => {
      await store().users.save(aUser().inBangla().build());
      expect((await store().users.byEmail(rahim.email))?.language).toBe('bn');
    });

    it('counts and lists by role, ordered by email', async () => {
      await store().users.save(aUser().withId('u-c').withEmail('c@example.com').member().build());
      await store().users.save(aUser().withId('u-a').withEmail('a@example.com').member().build());
      await store().users.save(aUser().withId('u-b').withEmail('b@example.com').admin().build());
      await store().users.save(aUser().withId('u-d').withEmail('a-d@example.com').member().build());
      expect(await store().users.count()).toBe(4);
      expect(await store().users.countByRole('member')).toBe(3);
      expect(await store().users.countByRole('user')).toBe(0);
      // '-' (0x2d) sorts before '@' (0x40) by code point.
      expect((await store().users.listByRole('member')).map((u) => u.email)).toEqual([
        'a-d@example.com',
        'a@example.com',
        'c@example.com',
      ]);
      expect(await store().users.listByRole('user')).toEqual([]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { isEmailAddress, newUser, normalizeEmail, withLanguage, withRole } from '../../../domain/members/user.ts';

describe('users', () => {
  it('spell an email one way', () => {
    expect(normalizeEmail('  Rahim@Example.COM ')).toBe('rahim@example.com');
  });

  it('take mail only at a domain of dot-separated names', () => {
    for (const good of ['rafiq@example.com', ' nadia.h+rent@mail.example.com.bd ', 'a@b.co']) {
      expect(isEmailAddress(good)).toBe(true);
    }
    const long = `${'a'.repeat(250)}@b.co`;
    for (const bad of [
      'rafiq@example',
      'rafiq@example.',
      'rafiq@.com',
      'rafiq@a..com',
      '@example.com',
      'a b@x.com',
      long,
    ]) {
      expect(isEmailAddress(bad)).toBe(false);
    }
  });

  it('start as plain users with tidy fields', () => {
    expect(newUser('u1', ' Rahim@Example.com', ' Rahim ', ' https://x/p.png ')).toEqual({
      id: 'u1',
      email: 'rahim@example.com',
      name: 'Rahim',
      photoURL: 'https://x/p.png',
      role: 'user',
      language: 'en',
    });
  });

  it('change role without touching the rest', () => {
    const user = newUser('u1', 'rahim@example.com', 'Rahim', '');
    expect(withRole(user, 'member')).toEqual({ ...user, role: 'member' });
    expect(user.role).toBe('user');
  });

  it('change language without touching the rest', () => {
    const user = newUser('u1', 'rahim@example.com', 'Rahim', '');
    expect(withLanguage(user, 'bn')).toEqual({ ...user, language: 'bn' });
    expect(user.language).toBe('en');
  });
});

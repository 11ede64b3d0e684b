import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../../domain/identity/password.ts';

describe('password policy', () => {
  it('gives the exact message the registration form shows', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe('Password must include uppercase, lowercase, and be at least 6 characters');
  });

  it.each(['Abcdef', 'aaaaaB', 'Passw0rd!', 'xY1234'])('accepts %j', (password) => {
    expect(isAcceptablePassword(password)).toBe(true);
  });

  it.each([
    ['Abcde', 'too short'],
    ['abcdef', 'no uppercase'],
    ['ABCDEF', 'no lowercase'],
    ['123456', 'no letters'],
    ['', 'empty'],
  ])('refuses %j (%s)', (password) => {
    expect(isAcceptablePassword(password)).toBe(false);
  });
});

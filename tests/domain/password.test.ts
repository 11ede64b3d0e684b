import { describe, expect, it } from 'vitest';
import { isAcceptablePassword, PASSWORD_RULE_MESSAGE } from '../../domain/password.ts';

describe('password policy (SPEC.md section 5)', () => {
  it('says exactly what SPEC.md says', () => {
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

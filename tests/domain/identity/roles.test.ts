import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, mayAccess, ROLES, type Access, type Role } from '../../../domain/identity/roles.ts';

/** Who may reach what: members reach member pages, admins admin pages, not each other's; `null` is a guest. */
const MATRIX: [Role | null, Record<Access, boolean>][] = [
  [null, { guest: true, 'signed-in': false, member: false, admin: false }],
  ['user', { guest: true, 'signed-in': true, member: false, admin: false }],
  ['member', { guest: true, 'signed-in': true, member: true, admin: false }],
  ['admin', { guest: true, 'signed-in': true, member: false, admin: true }],
];

describe('mayAccess', () => {
  it('covers every role and a guest', () => {
    expect(MATRIX.map(([role]) => role)).toEqual([null, ...ROLES]);
  });

  it.each(
    MATRIX.flatMap(([role, row]) =>
      Object.entries(row).map(([access, allowed]) => [role, access as Access, allowed] as const),
    ),
  )('%s -> %s: %s', (role, access, allowed) => {
    expect(mayAccess(role, access)).toBe(allowed);
  });

  it('starts everyone as a plain user', () => {
    expect(DEFAULT_ROLE).toBe('user');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ROLE, mayAccess, ROLES, type Access, type Role } from '../../../domain/identity/roles.ts';

/**
 * Who may reach what: members reach member pages, admins admin pages, staff staff pages, not each other's; the front
 * desk is the staff and the admins; `null` is a guest.
 */
const MATRIX: [Role | null, Record<Access, boolean>][] = [
  [null, { guest: true, 'signed-in': false, member: false, admin: false, staff: false, 'front-desk': false }],
  ['user', { guest: true, 'signed-in': true, member: false, admin: false, staff: false, 'front-desk': false }],
  ['member', { guest: true, 'signed-in': true, member: true, admin: false, staff: false, 'front-desk': false }],
  ['admin', { guest: true, 'signed-in': true, member: false, admin: true, staff: false, 'front-desk': true }],
  ['staff', { guest: true, 'signed-in': true, member: false, admin: false, staff: true, 'front-desk': true }],
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

import { describe, expect, it } from 'vitest';
import { byStaffName, mayBecomeStaff, newStaffMember, STAFF_RULES } from '../../../domain/front-desk/staff.ts';

const AT = new Date('2026-11-05T10:00:00Z');

describe('newStaffMember', () => {
  it('keeps the email normalised and the name tidied', () => {
    expect(
      newStaffMember({ email: ' Guard@Example.COM ', name: '  Abdul   Karim ', job: 'guard', addedAt: AT }),
    ).toEqual({ email: 'guard@example.com', name: 'Abdul Karim', job: 'guard', addedAt: AT });
  });

  it('refuses every bad field at once, each with its rule', () => {
    expect(() => newStaffMember({ email: 'nobody', name: 'A', job: 'cook', addedAt: AT })).toThrow(
      expect.objectContaining({
        code: 'VALIDATION.INVALID_INPUT',
        fields: { email: STAFF_RULES.email, name: STAFF_RULES.name, job: STAFF_RULES.job },
      }),
    );
    expect(() => newStaffMember({ email: 'a@b.co', name: 'x'.repeat(61), job: 'assistant', addedAt: AT })).toThrow(
      expect.objectContaining({ fields: { name: STAFF_RULES.name } }),
    );
  });
});

describe('mayBecomeStaff', () => {
  it('lets a plain user or someone with no account yet join the staff', () => {
    expect(() => mayBecomeStaff(undefined)).not.toThrow();
    expect(() => mayBecomeStaff('user')).not.toThrow();
  });

  it.each([
    ['staff', 'STAFF.ALREADY_STAFF'],
    ['member', 'STAFF.NOT_ELIGIBLE'],
    ['admin', 'STAFF.NOT_ELIGIBLE'],
  ] as const)('refuses a %s with %s', (role, code) => {
    expect(() => mayBecomeStaff(role)).toThrow(expect.objectContaining({ code }));
  });
});

describe('byStaffName', () => {
  it('orders by name, then by email', () => {
    const a = { email: 'b@x.co', name: 'Ana', job: 'guard' as const, addedAt: AT };
    const b = { ...a, email: 'a@x.co' };
    const c = { ...a, name: 'Zia' };
    expect([c, a, b].sort(byStaffName)).toEqual([b, a, c]);
  });
});

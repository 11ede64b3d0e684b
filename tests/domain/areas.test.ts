import { readdirSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AREAS, AUDIT_ACTIONS, ERROR_CODES, REFUSAL_KIND } from '../../domain/areas.ts';

const domainFolder = new URL('../../domain/', import.meta.url);

describe('the areas of the building’s rules', () => {
  it('are every domain folder that declares itself, each registered once', () => {
    const declared = readdirSync(domainFolder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${entry.name}/area.ts`, domainFolder)))
      .map((entry) => entry.name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()));
    expect(Object.keys(AREAS).sort()).toEqual(declared.sort());
  });

  it('never declare one refusal code twice, each in the AREA.REASON form', () => {
    const declared = Object.values(AREAS).flatMap((area) => Object.keys(area.refusals));
    expect(declared).toHaveLength(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+\.[A-Z_]+$/);
    expect(REFUSAL_KIND['PARKING.NOT_FOUND']).toBe('not-found');
  });

  it('name every admin action the audit log records, never renaming one (the values are stored)', () => {
    expect(new Set(AUDIT_ACTIONS).size).toBe(AUDIT_ACTIONS.length);
    expect([...AUDIT_ACTIONS].sort()).toEqual([
      'admin.create',
      'agreement.accept',
      'agreement.reject',
      'agreement.withdraw',
      'announcement.delete',
      'announcement.edit',
      'announcement.post',
      'apartment.add',
      'apartment.import',
      'apartment.photo',
      'apartment.reprice',
      'apartment.retire',
      'booking.approve',
      'booking.cancel',
      'booking.decline',
      'building.update',
      'charges.import',
      'charges.recurring-add',
      'charges.recurring-end',
      'coupon.add',
      'coupon.toggle',
      'email.retry',
      'final-statement.deduct',
      'final-statement.settle',
      'final-statement.undeduct',
      'late-fees.update',
      'lease.end',
      'lease.renewal-offer',
      'lease.rent-change',
      'lease.rent-change-cancel',
      'ledger.charge',
      'ledger.payment',
      'ledger.void',
      'maintenance.assign',
      'maintenance.comment',
      'maintenance.decline',
      'maintenance.note',
      'maintenance.resolve',
      'maintenance.start',
      'member.remove',
      'parking.add',
      'parking.assign',
      'parking.unassign',
      'payment-report.confirm',
      'payment-report.reject',
      'rent-schedule.update',
      'space.add',
      'space.edit',
      'space.retire',
      'staff.add',
      'staff.remove',
      'visitors.retention',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_FIELDS, unlistedAuditFields } from '../../../domain/audit/audit.ts';

describe('the fields an audit entry may name', () => {
  it('finds none unlisted in a record of listed fields, or in no record', () => {
    expect(unlistedAuditFields({ rent: 25_000, endMonth: '2027-06', deposit: 50_000 })).toEqual([]);
    expect(unlistedAuditFields(Object.fromEntries(AUDIT_FIELDS.map((field) => [field, null])))).toEqual([]);
    expect(unlistedAuditFields(undefined)).toEqual([]);
  });

  it('names each field the list does not have', () => {
    expect(unlistedAuditFields({ rent: 1, leaseEnd: '2027-06', Rent: 2 })).toEqual(['leaseEnd', 'Rent']);
  });
});

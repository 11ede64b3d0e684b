/** Object mothers of the front desk: staff members and visits, valid unless a test changes them. */
import type { StaffMember } from '../../domain/front-desk/staff.ts';
import type { Visit } from '../../domain/front-desk/visitors.ts';
import { AT } from './builders.ts';

export const aStaffMember = (overrides: Partial<StaffMember> = {}): StaffMember => ({
  email: 'guard@example.com',
  name: 'Abdul Guard',
  job: 'guard',
  addedAt: AT,
  ...overrides,
});

export const aVisit = (id: string, overrides: Partial<Visit> = {}): Visit => ({
  id,
  kind: 'pass',
  code: 'ACDEFG',
  apartmentId: 'apt-a101',
  flat: 'A101',
  hostEmail: 'rahim@example.com',
  visitorName: 'Karim Visitor',
  phone: '01712345678',
  date: '2026-11-05',
  note: '',
  status: 'expected',
  createdBy: 'rahim@example.com',
  createdAt: AT,
  arrivedAt: null,
  leftAt: null,
  ...overrides,
});

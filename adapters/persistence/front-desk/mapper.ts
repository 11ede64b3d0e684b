import type { StaffJob, StaffMember } from '../../../domain/front-desk/staff.ts';
import type { Visit, VisitKind, VisitStatus } from '../../../domain/front-desk/visitors.ts';
import type { StaffMemberRow, VisitRow } from './entity.ts';

const date = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
const maybeDate = (value: Date | string | null | undefined): Date | null => (value ? date(value) : null);

export const staffOf = (r: StaffMemberRow): StaffMember => ({
  email: r.email,
  name: r.name,
  job: r.job as StaffJob,
  addedAt: date(r.addedAt),
});

export const visitOf = (r: VisitRow): Visit => ({
  id: r.id,
  kind: r.kind as VisitKind,
  code: r.code ?? null,
  apartmentId: r.apartmentId,
  flat: r.flat,
  hostEmail: r.hostEmail ?? null,
  visitorName: r.visitorName,
  phone: r.phone,
  date: r.date,
  note: r.note,
  status: r.status as VisitStatus,
  createdBy: r.createdBy,
  createdAt: date(r.createdAt),
  arrivedAt: maybeDate(r.arrivedAt),
  leftAt: maybeDate(r.leftAt),
});

export const visitRow = (v: Visit) => ({ ...v });

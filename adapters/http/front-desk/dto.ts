import type { StaffMember } from '../../../domain/front-desk/staff.ts';
import type { Visit } from '../../../domain/front-desk/visitors.ts';
import type { StaffMemberDto, VisitDto } from './contract.ts';

export const staffMemberDto = (m: StaffMember): StaffMemberDto => ({
  email: m.email,
  name: m.name,
  job: m.job,
  addedAt: m.addedAt.toISOString(),
});

/** Never the resident's email: the desk knows a visit by its flat. */
export const visitDto = (v: Visit): VisitDto => ({
  id: v.id,
  kind: v.kind,
  code: v.code,
  flat: v.flat,
  visitorName: v.visitorName,
  phone: v.phone,
  date: v.date,
  note: v.note,
  status: v.status,
  createdAt: v.createdAt.toISOString(),
  arrivedAt: v.arrivedAt?.toISOString() ?? null,
  leftAt: v.leftAt?.toISOString() ?? null,
});

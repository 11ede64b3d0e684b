import type { Agreement, AgreementStatus } from '../../../domain/agreements/agreement.ts';
import type { AgreementRow } from './entity.ts';

export const agreementToDomain = (r: AgreementRow): Agreement => ({
  id: r.id,
  userEmail: r.userEmail,
  userName: r.userName,
  apartmentId: r.apartmentId,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rent: r.rent,
  status: r.status as AgreementStatus,
  requestDate: new Date(r.requestDate),
  ...(r.decidedAt ? { decidedAt: new Date(r.decidedAt) } : {}),
  ...(r.endedAt ? { endedAt: new Date(r.endedAt) } : {}),
  ...(r.startMonth ? { startMonth: r.startMonth } : {}),
  ...(r.endMonth ? { endMonth: r.endMonth } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
  ...(r.termEndMonth ? { termEndMonth: r.termEndMonth } : {}),
  ...(r.advanceMonths === null || r.advanceMonths === undefined ? {} : { advanceMonths: Number(r.advanceMonths) }),
  ...(r.deposit === null || r.deposit === undefined ? {} : { deposit: Number(r.deposit) }),
});

export const agreementToRow = (a: Agreement): AgreementRow =>
  ({
    id: a.id,
    userEmail: a.userEmail,
    userName: a.userName,
    apartmentId: a.apartmentId,
    floor: a.floor,
    block: a.block,
    number: a.number,
    rent: a.rent,
    status: a.status,
    requestDate: a.requestDate,
    decidedAt: a.decidedAt ?? null,
    endedAt: a.endedAt ?? null,
    startMonth: a.startMonth ?? null,
    endMonth: a.endMonth ?? null,
    reason: a.reason ?? null,
    // The terms' columns are written only for a lease that has terms, so an agreement without them is the row it
    // always was (and a database not yet migrated to terms still takes it).
    ...(a.termEndMonth !== undefined ? { termEndMonth: a.termEndMonth } : {}),
    ...(a.advanceMonths !== undefined ? { advanceMonths: a.advanceMonths } : {}),
    ...(a.deposit !== undefined ? { deposit: a.deposit } : {}),
  }) as AgreementRow;

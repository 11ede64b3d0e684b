import { wireStatus, type Agreement } from '../../../domain/agreements/agreement.ts';
import type { TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { AgreementDto, TenantDetailsDto } from './contract.ts';

export const agreementDto = (a: Agreement): AgreementDto => ({
  _id: a.id,
  apartmentId: a.apartmentId,
  userName: a.userName,
  userEmail: a.userEmail,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  status: wireStatus(a.status),
  ...(a.status === 'pending' ? {} : { decision: a.status }),
  requestDate: a.requestDate.toISOString(),
  ...((a.status === 'accepted' || a.status === 'ended') && a.decidedAt
    ? { acceptedAt: a.decidedAt.toISOString() }
    : {}),
  ...(a.decidedAt ? { decidedAt: a.decidedAt.toISOString() } : {}),
  ...(a.endedAt ? { endedAt: a.endedAt.toISOString() } : {}),
  ...(a.startMonth ? { startMonth: a.startMonth } : {}),
  ...(a.endMonth ? { endMonth: a.endMonth } : {}),
  ...(a.termEndMonth ? { termEndMonth: a.termEndMonth } : {}),
  ...(a.advanceMonths !== undefined ? { advanceMonths: a.advanceMonths } : {}),
  ...(a.deposit !== undefined ? { deposit: a.deposit } : {}),
  ...(a.reason ? { reason: a.reason } : {}),
});

export const tenantDetailsDto = (d: TenantDetails): TenantDetailsDto => ({
  phone: d.phone,
  nid: d.nid,
  fatherName: d.fatherName,
  permanentAddress: d.permanentAddress,
  previousAddress: d.previousAddress,
  ...(d.previousLandlordName ? { previousLandlordName: d.previousLandlordName } : {}),
  ...(d.previousLandlordPhone ? { previousLandlordPhone: d.previousLandlordPhone } : {}),
  household: d.household.map(({ name, relation, age }) => ({ name, relation, age })),
  emergencyName: d.emergencyName,
  emergencyRelation: d.emergencyRelation,
  emergencyPhone: d.emergencyPhone,
});

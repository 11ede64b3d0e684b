import { wireStatus, type Agreement } from '../../../domain/agreements/agreement.ts';
import type { TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { RentChange } from '../../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../../domain/agreements/renewal.ts';
import { addMonths } from '../../../domain/shared/month.ts';
import type { LeaseChanges } from '../../../application/agreements/rent-changes.ts';
import type { AgreementDto, LeaseChangesDto, RenewalOfferDto, RentChangeDto, TenantDetailsDto } from './contract.ts';

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

export const rentChangeDto = (c: RentChange): RentChangeDto => ({
  id: c.id,
  effectiveMonth: c.effectiveMonth,
  rent: c.rent,
  scheduledAt: c.scheduledAt.toISOString(),
});

export const renewalOfferDto = (o: RenewalOffer): RenewalOfferDto => ({
  id: o.id,
  fromEndMonth: o.fromEndMonth,
  endMonth: o.endMonth,
  fromMonth: addMonths(o.fromEndMonth, 1),
  rent: o.rent,
  status: o.status,
  offeredAt: o.offeredAt.toISOString(),
});

export const leaseChangesDto = (c: LeaseChanges): LeaseChangesDto => ({
  leaseId: c.lease.id,
  rent: c.rentNow,
  termEndMonth: c.lease.termEndMonth ?? null,
  firstMonth: c.firstMonth,
  changes: c.changes.map(rentChangeDto),
  offer: c.offer ? renewalOfferDto(c.offer) : null,
});

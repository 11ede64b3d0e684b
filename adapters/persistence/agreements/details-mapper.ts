import type { HouseholdMember, TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { TenantDetailsRow } from './entity.ts';

export const tenantDetailsToDomain = (r: TenantDetailsRow): TenantDetails => ({
  phone: r.phone,
  nid: r.nid,
  fatherName: r.fatherName,
  permanentAddress: r.permanentAddress,
  previousAddress: r.previousAddress,
  ...(r.previousLandlordName ? { previousLandlordName: r.previousLandlordName } : {}),
  ...(r.previousLandlordPhone ? { previousLandlordPhone: r.previousLandlordPhone } : {}),
  household: (JSON.parse(r.household) as HouseholdMember[]).map(({ name, relation, age }) => ({ name, relation, age })),
  emergencyName: r.emergencyName,
  emergencyRelation: r.emergencyRelation,
  emergencyPhone: r.emergencyPhone,
});

export const tenantDetailsToRow = (agreementId: string, d: TenantDetails): TenantDetailsRow => ({
  agreementId,
  phone: d.phone,
  nid: d.nid,
  fatherName: d.fatherName,
  permanentAddress: d.permanentAddress,
  previousAddress: d.previousAddress,
  previousLandlordName: d.previousLandlordName ?? null,
  previousLandlordPhone: d.previousLandlordPhone ?? null,
  household: JSON.stringify(d.household.map(({ name, relation, age }) => ({ name, relation, age }))),
  emergencyName: d.emergencyName,
  emergencyRelation: d.emergencyRelation,
  emergencyPhone: d.emergencyPhone,
});

import type { TenantDetails, TenantDetailsInput } from '../../domain/agreements/tenant-details.ts';

/** Tenant details as the apply form sends them: every rule kept, one household member. */
export const TENANT_FORM = {
  phone: '+880 1712-345678',
  nid: '1990123456789',
  fatherName: 'Abdul Karim',
  permanentAddress: 'Village Charfasson, Bhola',
  previousAddress: 'House 12, Road 5, Mirpur 10, Dhaka',
  previousLandlordName: 'Habibur Rahman',
  previousLandlordPhone: '01812345678',
  household: [{ name: 'Shirin Akter', relation: 'Wife', age: '31' }],
  emergencyName: 'Jamal Uddin',
  emergencyRelation: 'Brother',
  emergencyPhone: '8801912345678',
} as const satisfies TenantDetailsInput;

/** The same details as they are kept. */
export const TENANT_KEPT: TenantDetails = {
  phone: '01712345678',
  nid: '1990123456789',
  fatherName: 'Abdul Karim',
  permanentAddress: 'Village Charfasson, Bhola',
  previousAddress: 'House 12, Road 5, Mirpur 10, Dhaka',
  previousLandlordName: 'Habibur Rahman',
  previousLandlordPhone: '01812345678',
  household: [{ name: 'Shirin Akter', relation: 'Wife', age: 31 }],
  emergencyName: 'Jamal Uddin',
  emergencyRelation: 'Brother',
  emergencyPhone: '01912345678',
};

import { http, HttpResponse } from 'msw';
import { type AgreementDto, requestDetailsSchema, type TenantDetailsDto } from '@contract/agreements';
import { TENANT_DETAILS_RULES } from '@domain/agreements/tenant-details.ts';
import { json } from './json.ts';

/** Nadia Rahman's tenant details, as she gave them with her request. */
export const nadiaDetails: TenantDetailsDto = {
  phone: '01712345678',
  nid: '1990123456789',
  fatherName: 'Abdur Rahman',
  permanentAddress: 'Village Charfasson, Bhola',
  previousAddress: 'House 12, Road 5, Mirpur 10, Dhaka',
  previousLandlordName: 'Habibur Rahman',
  previousLandlordPhone: '01812345678',
  household: [
    { name: 'Tanvir Hasan', relation: 'Husband', age: 34 },
    { name: 'Rafi Hasan', relation: 'Son', age: 6 },
  ],
  emergencyName: 'Jamal Uddin',
  emergencyRelation: 'Brother',
  emergencyPhone: '01912345678',
};

/** The same details as the apply form holds them, typed. */
export const filledTenantForm = {
  values: {
    phone: '01712345678',
    nid: '1990123456789',
    fatherName: 'Abdur Rahman',
    permanentAddress: 'Village Charfasson, Bhola',
    previousAddress: 'House 12, Road 5, Mirpur 10, Dhaka',
    emergencyName: 'Jamal Uddin',
    emergencyRelation: 'Brother',
    emergencyPhone: '01912345678',
  },
  household: [{ name: 'Rafi Hasan', relation: 'Son', age: '6' }],
};

/** GET /api/agreements/:id/details: the request and its details (null: sent before the form asked for them). */
export const tenantDetailsHandler = (agreement: AgreementDto, details: TenantDetailsDto | null) =>
  http.get('/api/agreements/:id/details', ({ params }) =>
    json(requestDetailsSchema, { agreement: { ...agreement, _id: String(params.id) }, details }),
  );

/** The server refuses the NID and the first household member's age, as the domain words them. */
export const detailsRefused = http.post('/api/agreements', () =>
  HttpResponse.json(
    {
      message: TENANT_DETAILS_RULES.nid,
      code: 'VALIDATION.INVALID_INPUT',
      requestId: 'story',
      fields: { nid: TENANT_DETAILS_RULES.nid, 'household.0.age': TENANT_DETAILS_RULES.householdAge },
    },
    { status: 400 },
  ),
);

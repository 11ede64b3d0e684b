import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const AgreementRow = defineEntity({
  name: 'AgreementRow',
  tableName: 'agreements',
  properties: {
    id: p.text().primary(),
    userEmail: p.text(),
    userName: p.text(),
    apartmentId: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    status: p.text(),
    requestDate: p.datetime(),
    decidedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    startMonth: p.text().nullable(),
    endMonth: p.text().nullable(),
    reason: p.text().nullable(),
    /** The lease's terms, set on accepting: its planned last month, months of rent paid ahead, deposit in taka. */
    termEndMonth: p.text().nullable(),
    advanceMonths: p.integer().nullable(),
    deposit: p.integer().nullable(),
  },
});

export type AgreementRow = InferEntity<typeof AgreementRow>;

/** The tenant details given with a request: one row per request that carries them. */
export const TenantDetailsRow = defineEntity({
  name: 'TenantDetailsRow',
  tableName: 'tenant_details',
  properties: {
    agreementId: p.text().primary(),
    phone: p.text(),
    nid: p.text(),
    fatherName: p.text(),
    permanentAddress: p.text(),
    previousAddress: p.text(),
    previousLandlordName: p.text().nullable(),
    previousLandlordPhone: p.text().nullable(),
    /** The household members, as JSON: a list of { name, relation, age }. */
    household: p.text(),
    emergencyName: p.text(),
    emergencyRelation: p.text(),
    emergencyPhone: p.text(),
  },
});

export type TenantDetailsRow = InferEntity<typeof TenantDetailsRow>;

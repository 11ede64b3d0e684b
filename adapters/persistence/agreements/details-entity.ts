import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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

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

/** A new rent scheduled on a lease; one a month a lease (`rent_changes_lease_month_unique`). */
export const RentChangeRow = defineEntity({
  name: 'RentChangeRow',
  tableName: 'rent_changes',
  properties: {
    id: p.text().primary(),
    leaseId: p.text(),
    effectiveMonth: p.text(),
    /** Whole taka a month. */
    rent: p.integer(),
    scheduledAt: p.datetime(),
    scheduledBy: p.text(),
  },
});

export type RentChangeRow = InferEntity<typeof RentChangeRow>;

/** An offer to renew a lease; one pending a lease (`renewal_offers_one_pending`). */
export const RenewalOfferRow = defineEntity({
  name: 'RenewalOfferRow',
  tableName: 'renewal_offers',
  properties: {
    id: p.text().primary(),
    leaseId: p.text(),
    fromEndMonth: p.text(),
    endMonth: p.text(),
    rent: p.integer(),
    /** pending, accepted or declined. */
    status: p.text(),
    offeredAt: p.datetime(),
    offeredBy: p.text(),
    answeredAt: p.datetime().nullable(),
  },
});

export type RenewalOfferRow = InferEntity<typeof RenewalOfferRow>;

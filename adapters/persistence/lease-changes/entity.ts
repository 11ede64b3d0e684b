import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

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

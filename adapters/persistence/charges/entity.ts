import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The building's recurring charges, one row each; only the end and the version ever change. */
export const RecurringChargeRow = defineEntity({
  name: 'RecurringChargeRow',
  tableName: 'recurring_charges',
  properties: {
    id: p.text().primary(),
    name: p.text(),
    kind: p.text(),
    /** What each month bills, in poisha. */
    amountMinor: p.integer(),
    /** "YYYY-MM". */
    fromMonth: p.text(),
    /** "YYYY-MM"; null while it has no end. */
    untilMonth: p.text().nullable(),
    /** The chosen leases' ids as a JSON array; null for every lease. */
    leaseIds: p.text().nullable(),
    /** Who added it (`by` is an SQL keyword). */
    byWhom: p.text(),
    at: p.datetime(),
    version: p.integer(),
  },
});

export type RecurringChargeRow = InferEntity<typeof RecurringChargeRow>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** The building's late-fee rule: no row until the admin first saves one (late fees are off), then row 1. */
export const LateFeeRuleRow = defineEntity({
  name: 'LateFeeRuleRow',
  tableName: 'late_fee_rule',
  properties: {
    id: p.integer().primary(),
    enabled: p.boolean(),
    graceDays: p.integer(),
    /** 'fixed' or 'percent'. */
    basis: p.text(),
    /** A fixed fee in poisha; null for a percent. */
    amountMinor: p.integer().nullable(),
    /** A percent in hundredths (12.5% is 1250); null for a fixed fee. */
    percentHundredths: p.integer().nullable(),
    /** The most one month's fee may be, in poisha; null for none. */
    capMinor: p.integer().nullable(),
    /** The month late fees were switched on ("YYYY-MM"); null while they are off. */
    since: p.text().nullable(),
    version: p.integer(),
  },
});

export type LateFeeRuleRow = InferEntity<typeof LateFeeRuleRow>;

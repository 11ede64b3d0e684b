import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A member's autopay: on or off, the cap, a month skipped, and the card the provider keeps (ids, brand, last four). */
export const AutopaySettingRow = defineEntity({
  name: 'AutopaySettingRow',
  tableName: 'autopay_settings',
  properties: {
    userEmail: p.text().primary(),
    enabled: p.boolean(),
    /** Poisha; 0 until autopay was first turned on. */
    capMinor: p.integer(),
    skipMonth: p.text().nullable(),
    customerId: p.text().nullable(),
    paymentMethodId: p.text().nullable(),
    cardBrand: p.text().nullable(),
    cardLast4: p.text().nullable(),
    cardSavedAt: p.datetime().nullable(),
    version: p.integer(),
  },
});
export type AutopaySettingRow = InferEntity<typeof AutopaySettingRow>;

/** Autopay's charge of one lease for one month: claimed by one caller, then finished with its outcome. */
export const AutopayAttemptRow = defineEntity({
  name: 'AutopayAttemptRow',
  tableName: 'autopay_attempts',
  properties: {
    leaseId: p.text().primary(),
    month: p.text().primary(),
    userEmail: p.text(),
    outcome: p.text(),
    tries: p.integer(),
    /** Poisha. */
    amountMinor: p.integer(),
    triedOn: p.text(),
    intentId: p.text().nullable(),
    message: p.text().nullable(),
  },
});
export type AutopayAttemptRow = InferEntity<typeof AutopayAttemptRow>;

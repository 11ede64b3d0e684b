import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const PaymentRow = defineEntity({
  name: 'PaymentRow',
  tableName: 'payments',
  properties: {
    id: p.text().primary(),
    userEmail: p.text(),
    userName: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    month: p.text(),
    monthKey: p.text(),
    discount: p.integer(),
    amountMinor: p.integer(),
    couponCode: p.text().nullable(),
    status: p.text(),
    transactionId: p.text(),
    paidAt: p.datetime(),
    receiptNumber: p.integer().nullable(),
    /** The coupon's key when it may be used once per member: a unique index with user_email holds that rule. */
    onceCouponKey: p.text().nullable(),
  },
});

export type PaymentRow = InferEntity<typeof PaymentRow>;

export const ProcessedEventRow = defineEntity({
  name: 'ProcessedEventRow',
  tableName: 'processed_events',
  properties: {
    eventId: p.string().primary(),
    processedAt: p.datetime(),
  },
});

export type ProcessedEventRow = InferEntity<typeof ProcessedEventRow>;

export const SandboxIntentRow = defineEntity({
  name: 'SandboxIntentRow',
  tableName: 'sandbox_intents',
  properties: {
    id: p.text().primary(),
    clientSecret: p.text(),
    amountMinor: p.integer(),
    currency: p.text(),
    status: p.text(),
    metadata: p.json<Record<string, string>>(),
    amountRefunded: p.integer(),
    idempotencyKey: p.text(),
    createdAt: p.datetime(),
  },
});

export type SandboxIntentRow = InferEntity<typeof SandboxIntentRow>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A payment started through the online gateway, by the gateway's transaction id. */
export const OnlinePaymentRow = defineEntity({
  name: 'OnlinePaymentRow',
  tableName: 'online_payments',
  properties: {
    tranId: p.text().primary(),
    leaseId: p.text(),
    memberEmail: p.text(),
    memberName: p.text(),
    /** Poisha. */
    amountMinor: p.integer(),
    /** The charge it was priced for; null for the whole balance. */
    forCharge: p.text().nullable(),
    /** pending, paid, failed, cancelled, expired, refund_pending, refunded or refund_failed. */
    state: p.text(),
    /** The gateway's validation id a return or notice brought, checked again while pending. */
    valId: p.text().nullable(),
    receiptNumber: p.integer().nullable(),
    /** Why it expired or is refunded. */
    reason: p.text().nullable(),
    /** The gateway's id of the money taken, which a refund names. */
    bankTranId: p.text().nullable(),
    /** The gateway's id of the refund it accepted. */
    refundRefId: p.text().nullable(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
  },
});

export type OnlinePaymentRow = InferEntity<typeof OnlinePaymentRow>;

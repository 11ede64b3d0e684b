import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A payment a resident reported: waiting, confirmed (with the payment it became) or rejected (with why). */
export const PaymentReportRow = defineEntity({
  name: 'PaymentReportRow',
  tableName: 'payment_reports',
  properties: {
    id: p.text().primary(),
    leaseId: p.text(),
    /** The resident who reported it (normalised email). */
    reporterEmail: p.text(),
    /** In poisha. */
    amountMinor: p.integer(),
    /** "YYYY-MM-DD", the building's day. */
    paidOn: p.text(),
    /** 'bank', 'bkash', 'nagad' or 'cheque'. */
    method: p.text(),
    reference: p.text(),
    note: p.text().nullable(),
    /** 'pending', 'confirmed' or 'rejected'. */
    status: p.text(),
    reason: p.text().nullable(),
    decidedBy: p.text().nullable(),
    decidedAt: p.datetime().nullable(),
    /** The ledger entry a confirmed report became, and its receipt number. */
    creditId: p.text().nullable(),
    receiptNumber: p.integer().nullable(),
    createdAt: p.datetime(),
    /** Each change is written over the version it was read at. */
    version: p.integer(),
  },
});

export type PaymentReportRow = InferEntity<typeof PaymentReportRow>;

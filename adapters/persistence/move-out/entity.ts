import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/** A lease's final statement, one row per ended lease: a draft, then settled once with its figures and outcome. */
export const FinalStatementRow = defineEntity({
  name: 'FinalStatementRow',
  tableName: 'final_statements',
  properties: {
    leaseId: p.text().primary(),
    userEmail: p.text(),
    /** 'draft' or 'settled'. */
    state: p.text(),
    /** One more at every change: each change is made on the version read. */
    version: p.integer(),
    startedAt: p.datetime(),
    /** The deductions, as JSON: `[{ id, amount (poisha), reason, at (ISO), by }]`. */
    deductions: p.text(),
    /** Once settled: the books' balance besides the deposit (poisha, below zero in credit) and the deposit held. */
    owedMinor: p.integer().nullable(),
    depositMinor: p.integer().nullable(),
    /** 'refund' or 'owed'. */
    outcome: p.text().nullable(),
    outcomeMinor: p.integer().nullable(),
    method: p.text().nullable(),
    reference: p.text().nullable(),
    settledAt: p.datetime().nullable(),
    settledBy: p.text().nullable(),
  },
});

export type FinalStatementRow = InferEntity<typeof FinalStatementRow>;

/**
 * A move-out on the wire: the money an admin reads before removing a member, and a lease's final statement (the
 * deposit held, what the books asked at the end, the deductions, and the refund or balance owed it came to). Amounts
 * are taka. The UI imports this file as `@contract/move-out`, so both ends read one definition.
 */
import { z } from 'zod';
import { RECORDED_METHODS } from '../../../domain/ledger/ledger.ts';
import { FINAL_STATEMENT_RULES } from '../../../domain/move-out/final-statement.ts';
import { emailField, text } from '../shared/contract.ts';

export { RECORDED_METHODS };

export const memberParam = z.object({ email: emailField });
export const leaseParam = z.object({ leaseId: text('leaseId', 64) });
export const deductionParam = z.object({ leaseId: text('leaseId', 64), deductionId: text('deductionId', 64) });

/** A deduction from the deposit: whole taka, a reason, and whether what passes the deposit is owed. */
export const deductionBody = z.object({
  amount: z.number({ error: FINAL_STATEMENT_RULES.amount }),
  reason: z.string({ error: FINAL_STATEMENT_RULES.reason }).max(1000, FINAL_STATEMENT_RULES.reason),
  restOwed: z.boolean({ error: FINAL_STATEMENT_RULES.restOwed }).optional(),
});

/** How a refund was paid; nothing when the statement comes to a balance owed. */
export const settleBody = z.object({
  method: z.enum(RECORDED_METHODS, { error: FINAL_STATEMENT_RULES.method }).optional(),
  reference: z.string({ error: FINAL_STATEMENT_RULES.reference }).max(200, FINAL_STATEMENT_RULES.reference).optional(),
});

/** What the admin reads before removing a member. */
export const moveOutPreviewSchema = z.strictObject({
  /** The running lease, or null for a member without one. */
  leaseId: z.string().nullable(),
  /** What the books ask besides the deposit; below zero when the member is in credit. */
  owed: z.number(),
  depositHeld: z.number(),
});

export const deductionSchema = z.strictObject({
  id: z.string(),
  amount: z.number(),
  reason: z.string(),
  at: z.string(),
});

export const finalStatementSchema = z.strictObject({
  leaseId: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  block: z.string(),
  floor: z.number(),
  number: z.string(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  state: z.enum(['draft', 'settled']),
  version: z.number(),
  startedAt: z.string(),
  deductions: z.array(deductionSchema),
  /** What the books asked besides the deposit (below zero in credit): as they stand for a draft, as settled. */
  owed: z.number(),
  depositHeld: z.number(),
  deductionsTotal: z.number(),
  /** The deposit less what is owed and the deductions: a refund above zero, a balance still owed below. */
  result: z.number(),
  outcome: z
    .strictObject({
      kind: z.enum(['refund', 'owed']),
      amount: z.number(),
      method: z.enum(RECORDED_METHODS).nullable(),
      reference: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
});

export const finalStatementsSchema = z.array(finalStatementSchema);

/**
 * The file a final statement is saved as: final-statement-B401.pdf (the flat's number in letters, digits and dashes
 * only, so no name the building typed can make a path of it).
 */
export const finalStatementFileName = (flatNumber: string) =>
  `final-statement-${flatNumber.replace(/[^A-Za-z0-9-]+/g, '') || 'flat'}.pdf`;

export type MoveOutPreviewDto = z.infer<typeof moveOutPreviewSchema>;
export type FinalStatementDto = z.infer<typeof finalStatementSchema>;
export type DeductionDto = z.infer<typeof deductionSchema>;
export type DeductionBody = z.infer<typeof deductionBody>;
export type SettleBody = z.infer<typeof settleBody>;

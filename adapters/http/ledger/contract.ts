/**
 * The building's books on the wire: a lease's charges and credits with its balance, a month's statement, the admin's
 * arrears by age, and what an admin writes (a payment received by hand, a charge, a void). Amounts are taka with at
 * most two decimals. The UI imports this file as `@contract/ledger`, so both ends read one definition.
 */
import { z } from 'zod';
import { AGEING_BUCKETS } from '../../../domain/ledger/reading.ts';
import {
  ADDED_KINDS,
  CHARGE_KINDS,
  CREDIT_KINDS,
  PAYMENT_METHODS,
  RECORDED_METHODS,
} from '../../../domain/ledger/ledger.ts';
import { LEDGER_RULES } from '../../../domain/ledger/writing.ts';
import { PAYING_RULES } from '../../../domain/ledger/paying.ts';
import { monthKeyField, queryText, text } from '../shared/contract.ts';

export { AGEING_BUCKETS, CHARGE_KINDS, PAYMENT_METHODS, RECORDED_METHODS };

export const leaseParam = z.object({ leaseId: text('leaseId', 64) });
export const entryParam = z.object({ leaseId: text('leaseId', 64), entryId: text('entryId', 200) });
export const statementQuery = z.object({ month: queryText('month', monthKeyField('month')) });

const amountField = z.number({ error: LEDGER_RULES.amount });
const optionalText = (rule: string, max: number) => z.string({ error: rule }).max(max, rule).optional();

/** Money an admin received other than by card. */
export const recordPaymentBody = z.object({
  amount: amountField,
  paidOn: z.string({ error: LEDGER_RULES.paidOn }).regex(/^\d{4}-\d{2}-\d{2}$/, LEDGER_RULES.paidOn),
  method: z.enum(RECORDED_METHODS, { error: LEDGER_RULES.method }),
  reference: optionalText(LEDGER_RULES.reference, 200),
  note: optionalText(LEDGER_RULES.note, 1000),
  /** The charge it pays, when the payer named one; otherwise it settles the oldest charges. */
  forCharge: z.string({ error: 'forCharge must be text' }).max(200, 'forCharge is too long').optional(),
});

/** A charge an admin adds to a lease (rent and late fees the books bill by themselves). */
export const addChargeBody = z.object({
  kind: z.enum(ADDED_KINDS, { error: LEDGER_RULES.kind }),
  month: monthKeyField('month'),
  label: optionalText(LEDGER_RULES.label, 200),
  amount: amountField,
});

export const voidBody = z.object({ reason: z.string({ error: LEDGER_RULES.reason }).max(1000, LEDGER_RULES.reason) });

export const chargeSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(CHARGE_KINDS),
  month: z.string(),
  label: z.string(),
  amount: z.number(),
  /** What credits have settled of it. */
  paid: z.number(),
  remaining: z.number(),
  /** A month's rent the lease's advance pays: while the advance is owed, what is left of it is owed through it. */
  throughAdvance: z.boolean().optional(),
});
export type ChargeDto = z.infer<typeof chargeSchema>;

export const creditSchema = z.strictObject({
  id: z.string(),
  kind: z.enum(CREDIT_KINDS),
  amount: z.number(),
  paidOn: z.string(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  note: z.string().nullable(),
  receiptNumber: z.number().nullable(),
  /** What of it no charge has taken yet. */
  unapplied: z.number(),
});
export type CreditDto = z.infer<typeof creditSchema>;

export const voidedSchema = z.strictObject({
  id: z.string(),
  /** The entry as it was written. */
  entry: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('charge'), label: z.string(), month: z.string(), amount: z.number() }),
    z.strictObject({ type: z.literal('credit'), kind: z.enum(CREDIT_KINDS), paidOn: z.string(), amount: z.number() }),
  ]),
  reason: z.string(),
  by: z.string(),
  at: z.iso.datetime(),
});

export const ageingSchema = z.strictObject(
  Object.fromEntries(AGEING_BUCKETS.map((b) => [b, z.number()])) as Record<
    (typeof AGEING_BUCKETS)[number],
    z.ZodNumber
  >,
);

export const leaseSummarySchema = z.strictObject({
  leaseId: z.string(),
  memberEmail: z.string(),
  memberName: z.string(),
  flat: z.strictObject({ floor: z.number(), block: z.string(), number: z.string() }),
  rent: z.number(),
  startMonth: z.string(),
  endMonth: z.string().nullable(),
  /** Whether the lease still runs. */
  current: z.boolean(),
  /**
   * The terms set on accepting: the month the lease is meant to end (null for none), the months of rent paid ahead and
   * the security deposit in taka. Absent for leases accepted before terms existed.
   */
  terms: z.strictObject({ endMonth: z.string().nullable(), advanceMonths: z.number(), deposit: z.number() }).optional(),
});
export type LeaseSummaryDto = z.infer<typeof leaseSummarySchema>;

/** A lease's books: what stands, oldest first, and what it comes to. */
export const booksSchema = z.strictObject({
  lease: leaseSummarySchema,
  currentMonth: z.string(),
  today: z.string(),
  /** Charges less credits: above 0 owed, below 0 in credit. */
  balance: z.number(),
  owed: z.number(),
  credit: z.number(),
  ageing: ageingSchema,
  charges: z.array(chargeSchema),
  credits: z.array(creditSchema),
  voided: z.array(voidedSchema),
  /** The months a statement can be asked for: the lease's first to the current (or last) month. */
  statementMonths: z.array(z.string()),
  /** The security deposit paid, in taka: held for the resident, given back when they leave, never income. */
  depositHeld: z.number().optional(),
});
export type BooksDto = z.infer<typeof booksSchema>;

export const statementSchema = z.strictObject({
  lease: leaseSummarySchema,
  month: z.string(),
  opening: z.number(),
  lines: z.array(
    z.strictObject({
      id: z.string(),
      type: z.enum(['charge', 'credit']),
      /** The charge's words, or the credit's kind and method. */
      label: z.string(),
      kind: z.string(),
      method: z.enum(PAYMENT_METHODS).nullable(),
      reference: z.string().nullable(),
      receiptNumber: z.number().nullable(),
      /** The charge's month, or the day a credit was received. */
      date: z.string(),
      amount: z.number(),
      balance: z.number(),
    }),
  ),
  closing: z.number(),
});
export type StatementDto = z.infer<typeof statementSchema>;

/**
 * The file a month's statement is saved as: statement-B401-2026-11.pdf (the flat's number in letters, digits and
 * dashes only, so no name the building typed can make a path of it).
 */
export const statementFileName = (flatNumber: string, month: string) =>
  `statement-${flatNumber.replace(/[^A-Za-z0-9-]+/g, '') || 'flat'}-${month}.pdf`;

/** Everyone whose books show money owed, largest first, with how long it has been owed. */
export const booksArrearsSchema = z.strictObject({
  today: z.string(),
  rows: z.array(
    z.strictObject({
      lease: leaseSummarySchema,
      owed: z.number(),
      ageing: ageingSchema,
    }),
  ),
  totals: ageingSchema.extend({ owed: z.number() }),
});
export type BooksArrearsDto = z.infer<typeof booksArrearsSchema>;

/** What an admin's write answers: the entry written and the lease's books as they now stand. */
export const entryWrittenSchema = z.strictObject({
  entryId: z.string(),
  receiptNumber: z.number().nullable(),
  books: booksSchema,
});
export type EntryWrittenDto = z.infer<typeof entryWrittenSchema>;

/** A card payment from the caller's own books: the whole balance, or what is left of one charge. */
export const booksIntentBody = z.object({
  /** What the client shows as owed; a server that prices it otherwise refuses (409 PAYMENT.AMOUNT_MISMATCH). */
  amount: amountField.optional(),
  forCharge: z.string({ error: PAYING_RULES.forCharge }).max(200, PAYING_RULES.forCharge).optional(),
});

export const booksIntentSchema = z.strictObject({
  clientSecret: z.string(),
  /** The provider's transaction, which the card payment is then reported by. */
  intentId: z.string(),
  amount: z.number(),
});
export type BooksIntentDto = z.infer<typeof booksIntentSchema>;

export const cardPaymentBody = z.object({ transactionId: text('transactionId', 255) });

const byKindSchema = z.strictObject(
  Object.fromEntries(CHARGE_KINDS.map((k) => [k, z.number()])) as Record<(typeof CHARGE_KINDS)[number], z.ZodNumber>,
);
const byMethodSchema = z.strictObject(
  Object.fromEntries(PAYMENT_METHODS.map((m) => [m, z.number()])) as Record<
    (typeof PAYMENT_METHODS)[number],
    z.ZodNumber
  >,
);
const collectionFiguresSchema = z.strictObject({
  /** What was charged for the month, by kind. */
  billedByKind: byKindSchema,
  /** The month's billed income: the income kinds' charges (a deposit would never be). */
  billed: z.number(),
  /** Money received in the month (by the building's day), by how it came. */
  collectedByMethod: byMethodSchema,
  collected: z.number(),
  /** Coupons' discounts given in the month: not money received. */
  discounts: z.number(),
  /** Charges let go in the month. */
  waivers: z.number(),
});

/** The last twelve months, the building's current one last: billed against collected, collected by method. */
export const booksCollectionSchema = z.strictObject({
  currentMonth: z.string(),
  months: z.array(collectionFiguresSchema.extend({ month: z.string() })),
  total: collectionFiguresSchema,
});
export type BooksCollectionDto = z.infer<typeof booksCollectionSchema>;

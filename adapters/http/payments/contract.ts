/**
 * Rent on the wire: a resident's payments, dues and card payments, receipts, the admin's collection and arrears.
 * The UI imports this file as `@contract/payments`, so both ends read one definition.
 */
import { z } from 'zod';
import { text, queryText, jsonNumber, emailField, monthField } from '../shared/contract.ts';
import { agreementSchema } from '../agreements/contract.ts';
import { PAYMENT_METHODS } from '../../../domain/ledger/ledger.ts';
import { RENT_STATES } from '../../../domain/payments/collection.ts';

export const paymentsQuery = z.object({ email: queryText('email', emailField).optional() });

export const intentBody = z.object({
  amount: jsonNumber('amount')
    .int('amount must be whole minor units')
    .min(0, 'amount must not be negative')
    .max(1_000_000_000, 'amount is too large')
    .optional(),
  month: monthField,
  couponCode: z
    .string({ error: 'couponCode must be text' })
    .trim()
    .max(40, 'couponCode must be at most 40 characters')
    .optional(),
});

export const paymentBody = z.object({
  transactionId: text('transactionId', 255),
  month: monthField.optional(),
});

export const sandboxConfirmBody = z.object({
  clientSecret: text('clientSecret', 255),
  card: z.object(
    {
      number: z.string({ error: 'card.number must be text' }).max(32, 'card.number must be at most 32 characters'),
      // Out-of-range months and years are the card's problem and are declined the way a card provider declines them.
      expMonth: jsonNumber('card.expMonth').int('card.expMonth must be a whole number'),
      expYear: jsonNumber('card.expYear').int('card.expYear must be a whole number'),
      cvc: z.string({ error: 'card.cvc must be text' }).max(8, 'card.cvc must be at most 8 characters'),
    },
    { error: 'card must be an object with number, expMonth, expYear and cvc' },
  ),
  billingDetails: z
    .object(
      {
        name: z
          .string({ error: 'billingDetails.name must be text' })
          .max(200, 'billingDetails.name must be at most 200 characters')
          .optional(),
        email: z
          .string({ error: 'billingDetails.email must be text' })
          .max(254, 'billingDetails.email must be at most 254 characters')
          .optional(),
      },
      { error: 'billingDetails must be an object' },
    )
    .optional(),
});

export const paymentSchema = z.strictObject({
  _id: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  floor: z.number(),
  block: z.string(),
  number: z.string(),
  rent: z.number(),
  /** The month as people read it: "November 2026". */
  month: z.string(),
  /** The same month as YYYY-MM. */
  monthKey: z.string(),
  discount: z.number(),
  /** What was charged, in taka. */
  amount: z.number(),
  status: z.literal('paid'),
  transactionId: z.string(),
  paidAt: z.string(),
  /** Opens the printable receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: z.number().nullable(),
  /** How it was paid: always by card here (payments recorded by hand are the books', GET /api/ledger/mine). */
  method: z.literal('card'),
});
export type PaymentDto = z.infer<typeof paymentSchema>;

export const intentSchema = z.strictObject({
  /** Null when nothing is left to charge (a 100% coupon): the payment is then already recorded. */
  clientSecret: z.string().nullable(),
  amount: z.number(),
  payment: paymentSchema.optional(),
});
export type IntentDto = z.infer<typeof intentSchema>;

/** GET /api/payments/dues: a resident's rent account, a former one's too. Amounts in taka; months YYYY-MM. */
export const duesSchema = z.strictObject({
  /** The lease the rent is owed under: the running one, or a former resident's last one. */
  agreement: agreementSchema,
  rent: z.number(),
  currentMonth: z.string(),
  lease: z.strictObject({ startMonth: z.string(), endMonth: z.string().nullable() }),
  /** The day of the month rent is due (1 to 28). */
  dueDay: z.number(),
  /** Months owed and unpaid up to this month, oldest first; overdue once the month's due day has passed. */
  owed: z.array(z.strictObject({ month: z.string(), amount: z.number(), overdue: z.boolean() })),
  total: z.number(),
  /** Months that may be paid now and are not paid yet, oldest first: the owed ones, then next month. */
  payable: z.array(z.string()),
});
export type DuesDto = z.infer<typeof duesSchema>;

export const sandboxConfirmSchema = z.strictObject({
  paymentIntent: z.strictObject({ id: z.string(), status: z.string(), amount: z.number() }),
});
export type SandboxConfirmDto = z.infer<typeof sandboxConfirmSchema>;

/** POST /api/payments/webhook: the event was taken. */
export const webhookReceivedSchema = z.strictObject({ received: z.literal(true) });

export const receiptParam = z.object({
  number: z
    .string()
    .regex(/^\d{1,9}$/, 'number must be a receipt number')
    .transform(Number),
});

/** A month's report; without one, this month in the building's time zone. */
export const collectionQuery = z.object({ month: queryText('month', monthField).optional() });

/**
 * A receipt: a month's rent paid by card (`method` 'card'), or money an admin recorded against a lease in cash, by
 * bank, cheque, bKash or Nagad, which is for no one month (its month, rent and discount are null).
 */
export const receiptSchema = z.strictObject({
  receiptNumber: z.number(),
  buildingName: z.string(),
  buildingAddress: z.string(),
  memberName: z.string(),
  memberEmail: z.string(),
  floor: z.number(),
  block: z.string(),
  number: z.string(),
  /** The month as people read it in English: "November 2026"; null for a payment recorded by hand. */
  month: z.string().nullable(),
  /** The same month as YYYY-MM, for the reader's own language; null for a payment recorded by hand. */
  monthKey: z.string().nullable(),
  /** The monthly rent in taka; null for a payment recorded by hand. */
  rent: z.number().nullable(),
  /** Whole percentage a coupon took off the rent; null for a payment recorded by hand. */
  discount: z.number().nullable(),
  totalPaid: z.number(),
  /** The card provider's transaction; null for a payment not made by card. */
  transactionId: z.string().nullable(),
  /** When it was paid by card, or when the admin recorded it. */
  paidAt: z.string(),
  /** How it was paid. */
  method: z.enum(PAYMENT_METHODS),
  /** The card transaction, or the bank's, cheque's, bKash's or Nagad's reference; null for cash without one. */
  reference: z.string().nullable(),
  /** The building's day the money was received (YYYY-MM-DD); null for a card payment, whose day is `paidAt`'s. */
  receivedOn: z.string().nullable(),
  /** A recorded payment an admin voided afterwards: the receipt was issued, but the payment no longer counts. */
  voided: z.boolean(),
});
export type ReceiptDto = z.infer<typeof receiptSchema>;

export const collectionRowSchema = z.strictObject({
  memberName: z.string(),
  memberEmail: z.string(),
  floor: z.number(),
  block: z.string(),
  number: z.string(),
  /** Taka. */
  rentDue: z.number(),
  /** The books show the month's rent settled in full, however it was paid. */
  paid: z.boolean(),
  /** Taka: the money that went to the month's rent (a coupon's discount is not money); so far, when part paid. */
  amountPaid: z.number(),
  /** When the payment that settled the month (or went to it last, when part paid) was made or recorded. */
  paidAt: z.string().nullable(),
  /** Opens the payment's receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: z.number().nullable(),
  /** 'paid' as `paid` says; 'part-paid' when some of the rent is settled (`amountPaid` of `rentDue`); or 'unpaid'. */
  state: z.enum(RENT_STATES),
  /** How that payment came: card, or cash, bank, cheque, bKash or Nagad recorded by an admin; null without one. */
  method: z.enum(PAYMENT_METHODS).nullable(),
  /** The building's day that payment was received (YYYY-MM-DD); null without one. */
  paidOn: z.string().nullable(),
});
export type CollectionRowDto = z.infer<typeof collectionRowSchema>;

export const arrearsRowSchema = z.strictObject({
  memberName: z.string(),
  memberEmail: z.string(),
  /** Still living in the building. */
  current: z.boolean(),
  /** Unpaid months, YYYY-MM, oldest first. */
  months: z.array(z.string()),
  /** Taka. */
  owed: z.number(),
});
export type ArrearsRowDto = z.infer<typeof arrearsRowSchema>;

export const arrearsSchema = z.strictObject({
  currentMonth: z.string(),
  rows: z.array(arrearsRowSchema),
  total: z.number(),
});
export type ArrearsDto = z.infer<typeof arrearsSchema>;

export const collectionSchema = z.strictObject({
  month: z.string(),
  /** The months a report can be asked for: from the first lease's start month to this month, in the building's zone. */
  firstMonth: z.string(),
  currentMonth: z.string(),
  rows: z.array(collectionRowSchema),
  totals: z.strictObject({
    members: z.number(),
    paidMembers: z.number(),
    expected: z.number(),
    collected: z.number(),
    outstanding: z.number(),
    collectionRate: z.number(),
  }),
});
export type CollectionDto = z.infer<typeof collectionSchema>;

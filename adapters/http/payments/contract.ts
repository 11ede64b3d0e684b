/**
 * Rent on the wire: a resident's payments, dues and card payments, receipts, the admin's collection and arrears.
 * The UI imports this file as `@contract/payments`, so both ends read one definition.
 */
import { z } from 'zod';
import { text, queryText, jsonNumber, emailField, monthField } from '../shared/contract.ts';
import { type AgreementDto } from '../agreements/contract.ts';

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

export interface PaymentDto {
  _id: string;
  userName: string;
  userEmail: string;
  floor: number;
  block: string;
  number: string;
  rent: number;
  /** The month as people read it: "November 2026". */
  month: string;
  /** The same month as YYYY-MM. */
  monthKey: string;
  discount: number;
  /** What was charged, in taka. */
  amount: number;
  status: 'paid';
  transactionId: string;
  paidAt: string;
  /** Opens the printable receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: number | null;
}

export interface IntentDto {
  /** Null when nothing is left to charge (a 100% coupon): the payment is then already recorded. */
  clientSecret: string | null;
  amount: number;
  payment?: PaymentDto;
}

/** GET /api/payments/dues: a resident's rent account, a former one's too. Amounts in taka; months YYYY-MM. */
export interface DuesDto {
  /** The lease the rent is owed under: the running one, or a former resident's last one. */
  agreement: AgreementDto;
  rent: number;
  currentMonth: string;
  lease: { startMonth: string; endMonth: string | null };
  /** The day of the month rent is due (1 to 28). */
  dueDay: number;
  /** Months owed and unpaid up to this month, oldest first; overdue once the month's due day has passed. */
  owed: { month: string; amount: number; overdue: boolean }[];
  total: number;
  /** Months that may be paid now and are not paid yet, oldest first: the owed ones, then next month. */
  payable: string[];
}

export interface SandboxConfirmDto {
  paymentIntent: { id: string; status: string; amount: number };
}

export const receiptParam = z.object({
  number: z
    .string()
    .regex(/^\d{1,9}$/, 'number must be a receipt number')
    .transform(Number),
});

/** A month's report; without one, this month in the building's time zone. */
export const collectionQuery = z.object({ month: queryText('month', monthField).optional() });

export interface ReceiptDto {
  receiptNumber: number;
  buildingName: string;
  buildingAddress: string;
  memberName: string;
  memberEmail: string;
  floor: number;
  block: string;
  number: string;
  /** The month as people read it in English: "November 2026". */
  month: string;
  /** The same month as YYYY-MM, for the reader's own language. */
  monthKey: string;
  rent: number;
  discount: number;
  totalPaid: number;
  transactionId: string;
  paidAt: string;
}

export interface CollectionRowDto {
  memberName: string;
  memberEmail: string;
  floor: number;
  block: string;
  number: string;
  /** Taka. */
  rentDue: number;
  paid: boolean;
  amountPaid: number;
  paidAt: string | null;
  /** Opens the payment's receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: number | null;
}

export interface ArrearsRowDto {
  memberName: string;
  memberEmail: string;
  /** Still living in the building. */
  current: boolean;
  /** Unpaid months, YYYY-MM, oldest first. */
  months: string[];
  /** Taka. */
  owed: number;
}

export interface ArrearsDto {
  currentMonth: string;
  rows: ArrearsRowDto[];
  total: number;
}

export interface CollectionDto {
  month: string;
  /** The months a report can be asked for: from the first lease's start month to this month, in the building's zone. */
  firstMonth: string;
  currentMonth: string;
  rows: CollectionRowDto[];
  totals: {
    members: number;
    paidMembers: number;
    expected: number;
    collected: number;
    outstanding: number;
    collectionRate: number;
  };
}

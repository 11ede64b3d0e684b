import { http, HttpResponse } from 'msw';
import {
  booksIntentSchema,
  booksSchema,
  entryWrittenSchema,
  type BooksDto,
  type ChargeDto,
  type CreditDto,
} from '@contract/ledger';
import { PAYING_RULES } from '@domain/ledger/paying.ts';
import { json } from './json.ts';

/**
 * Paying from the books by card, as the server answers it, for the stories and component tests of My Account's Pay
 * screen. The books change as the server's would: a payment is settled into them, and a story may change them
 * meanwhile (a charge added, a payment taken at the desk) to bring about the server's refusals.
 */

const poisha = (t: number) => Math.round(t * 100);
const taka = (p: number) => p / 100;

/** The transaction the sandbox's handler confirms, whatever the intent. */
export const BOOKS_INTENT = 'pi_story_1';
export const BOOKS_RECEIPT = 19;

/**
 * The books with one more payment in them, settled as the server settles: the charge it names first, then the oldest
 * charges; what no charge takes stays as credit.
 */
export function withPayment(
  books: BooksDto,
  payment: { id: string; amount: number; method: 'card' | 'cash'; forCharge?: string; receiptNumber: number },
): BooksDto {
  const left = new Map(books.charges.map((c) => [c.id, poisha(c.remaining)]));
  let unused = poisha(payment.amount);
  const take = (id: string) => {
    const amount = Math.min(left.get(id) ?? 0, unused);
    left.set(id, (left.get(id) ?? 0) - amount);
    unused -= amount;
  };
  if (payment.forCharge !== undefined) take(payment.forCharge);
  books.charges.forEach((c) => take(c.id));
  const credit: CreditDto = {
    id: payment.id,
    kind: 'payment',
    amount: payment.amount,
    paidOn: books.today,
    method: payment.method,
    reference: payment.method === 'card' ? BOOKS_INTENT : null,
    note: null,
    receiptNumber: payment.receiptNumber,
    unapplied: taka(unused),
  };
  const owed = [...left.values()].reduce((a, b) => a + b, 0);
  const creditLeft = poisha(books.credit) + unused;
  return {
    ...books,
    balance: taka(owed - creditLeft),
    owed: taka(owed),
    credit: taka(creditLeft),
    ageing: { '0-30': taka(owed), '31-60': 0, '61-90': 0, '90+': 0 },
    charges: books.charges.map((c) => ({
      ...c,
      paid: taka(poisha(c.amount) - left.get(c.id)!),
      remaining: taka(left.get(c.id)!),
    })),
    credits: [...books.credits, credit],
  };
}

/** The books with one more charge billed; credit left over pays what it can of it. */
export function withCharge(books: BooksDto, charge: Omit<ChargeDto, 'paid' | 'remaining'>): BooksDto {
  const paid = Math.min(poisha(books.credit), poisha(charge.amount));
  const owed = poisha(books.owed) + poisha(charge.amount) - paid;
  const credit = poisha(books.credit) - paid;
  return {
    ...books,
    balance: taka(owed - credit),
    owed: taka(owed),
    credit: taka(credit),
    ageing: { '0-30': taka(owed), '31-60': 0, '61-90': 0, '90+': 0 },
    charges: [...books.charges, { ...charge, paid: taka(paid), remaining: taka(poisha(charge.amount) - paid) }],
  };
}

/** The books with the charge (or everything owed) paid in cash at the building office. */
export const paidAtDesk = (books: BooksDto, forCharge?: string): BooksDto => {
  const charge = books.charges.find((c) => c.id === forCharge);
  return withPayment(books, {
    id: 'cash-desk',
    amount: charge ? charge.remaining : books.owed,
    method: 'cash',
    ...(charge ? { forCharge: charge.id } : {}),
    receiptNumber: BOOKS_RECEIPT - 1,
  });
};

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ message, code, requestId: 'story', ...(fields ? { fields } : {}) }, { status });

interface Options {
  /** The books as they stand by the time Pay is pressed, when they changed after the page read them. */
  beforePay?: (books: BooksDto) => BooksDto;
  /** The books as they stand once the card went through, when they changed between the intent and the report. */
  beforeReport?: (books: BooksDto) => BooksDto;
  /** The server cannot be reached when the payment is opened. */
  offline?: true;
  /** The first report of the payment fails (the server is down a moment); the next one records it. */
  reportFailsOnce?: true;
}

/**
 * GET /api/ledger/mine, POST /api/ledger/mine/intents and /card-payments over books that change as the server's do;
 * the card itself is confirmed by the sandbox's handler in `paymentFlow` (4242... pays, any other number is declined).
 */
export function payFromBooks(start: BooksDto, options: Options = {}) {
  let books = start;
  let opened: { amount: number; forCharge?: string } | null = null;
  let written: { entryId: string; receiptNumber: number } | null = null;
  let reports = 0;
  let changedBeforePay = false;
  return [
    http.get('/api/ledger/mine', () => json(booksSchema, books)),
    http.post('/api/ledger/mine/intents', async ({ request }) => {
      if (options.offline) return HttpResponse.error();
      const body = (await request.clone().json()) as { amount?: number; forCharge?: string };
      if (options.beforePay && !changedBeforePay) {
        books = options.beforePay(books);
        changedBeforePay = true;
      }
      const charge = body.forCharge === undefined ? null : books.charges.find((c) => c.id === body.forCharge);
      const rule = PAYING_RULES.forCharge;
      if (charge === undefined) return refusal(400, 'VALIDATION.INVALID_INPUT', rule, { forCharge: rule });
      const due = charge ? charge.remaining : books.owed;
      if (due <= 0) return refusal(409, 'PAYMENT.NOTHING_OWED', 'Nothing is owed on this account');
      if (body.amount !== undefined && body.amount !== due)
        return refusal(
          400,
          'PAYMENT.AMOUNT_MISMATCH',
          `What you owe changed meanwhile: it is now ৳${due.toLocaleString('en-US')}`,
        );
      opened = { amount: due, ...(charge ? { forCharge: charge.id } : {}) };
      return json(booksIntentSchema, { clientSecret: `${BOOKS_INTENT}_secret`, intentId: BOOKS_INTENT, amount: due });
    }),
    http.post('/api/ledger/mine/card-payments', () => {
      reports += 1;
      if (options.reportFailsOnce && reports === 1) return refusal(500, 'STORY.FAILURE', 'Something went wrong');
      if (!opened) return refusal(400, 'PAYMENT.INTENT_NOT_SUCCEEDED', 'The card payment has not gone through');
      if (!written) {
        if (options.beforeReport) books = options.beforeReport(books);
        written = { entryId: 'card-books-1', receiptNumber: BOOKS_RECEIPT };
        // A charge paid meanwhile is no longer named: the money settles what is left, or stays as credit.
        const named = opened.forCharge && books.charges.find((c) => c.id === opened!.forCharge)?.remaining;
        books = withPayment(books, {
          id: written.entryId,
          amount: opened.amount,
          method: 'card',
          ...(named ? { forCharge: opened.forCharge } : {}),
          receiptNumber: BOOKS_RECEIPT,
        });
      }
      return json(entryWrittenSchema, { ...written, books }, 201);
    }),
  ];
}

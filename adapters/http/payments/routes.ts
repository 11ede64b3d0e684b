import { toCsv } from '../../../domain/shared/csv.ts';
import { arrearsSheet, rentCollectionSheet } from '../../../domain/payments/report-sheets.ts';
import { sheetWordsIn } from '../../wording/report-wording.ts';
import { type UseCases } from '../../../application/use-cases.ts';
import {
  sandboxConfirmBody,
  collectionQuery,
  receiptParam,
  type CollectionDto,
  intentBody,
  paymentBody,
  paymentsQuery,
  type IntentDto,
} from './contract.ts';
import { arrearsDto, collectionDto, receiptDto, duesDto, paymentDto } from './dto.ts';
import type { ProviderEvent } from '../../../application/payments/ports.ts';
import { HttpError } from '../errors.ts';
import { route, type Route, ok } from '../route.ts';
import { z } from 'zod';
import {
  arrearsSchema,
  collectionSchema,
  duesSchema,
  intentSchema,
  paymentSchema,
  receiptSchema,
  sandboxConfirmSchema,
  webhookReceivedSchema,
} from './contract.ts';
import { csvSchema, fileSchema } from '../shared/contract.ts';
import { receiptFileName, receiptPdf } from './receipt-pdf.ts';
import { pdfReply } from '../shared/pdf.ts';
import { poisha } from '../../../domain/shared/money.ts';

export const SANDBOX_CONFIRM_PATH = '/api/payments/sandbox/confirm';
export const WEBHOOK_PATH = '/api/payments/webhook';
/** Stripe's events are a few kilobytes; this leaves room without reading anything unbounded. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

/** What the configured card provider offers beyond its gateway; each present hook mounts its route. */
export interface ProviderHooks {
  /** Sandbox only: confirms an intent with a test card, as Stripe.js would in the browser. */
  readonly confirmTestCard?: (
    input: z.infer<typeof sandboxConfirmBody> & { callerEmail: string },
  ) => Promise<{ id: string; status: string; amount: number }>;
  /** Stripe only: checks a webhook call's signature over its raw body and reads the event it carries. */
  readonly readWebhook?: (rawBody: Buffer, signature: string | undefined) => ProviderEvent;
}

/**
 * A resident's payments and rent account, receipts, the admin's rent collection and arrears, and the routes only one
 * card provider has: the sandbox's card confirmation, or Stripe's webhook.
 */
export function paymentsRoutes(u: UseCases, payments: ProviderHooks, timeZone: string): Route[] {
  const { confirmTestCard, readWebhook } = payments;
  const collection = async (month: string | undefined): Promise<CollectionDto> =>
    collectionDto(await u.getRentCollection.execute({ month }));

  return [
    route({
      method: 'GET',
      path: '/api/payments/user',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's payments, newest first (an admin may ask for anyone's by email)",
      query: paymentsQuery,
      response: z.array(paymentSchema),
      handle: async ({ actor, query }) =>
        ok((await u.listPayments.execute({ actor, ...(query.email ? { email: query.email } : {}) })).map(paymentDto)),
    }),
    route({
      method: 'POST',
      path: '/api/payments/create-payment-intent',
      access: 'signed-in',
      rateLimit: 'strict',
      summary:
        "Open a card payment for a month's rent under the caller's lease (a former resident's last one too); the server prices it and refuses a month already paid",
      body: intentBody,
      response: intentSchema,
      handle: async ({ actor, body: { amount, month, couponCode } }) => {
        const outcome = await u.createPaymentIntent.execute({
          actor,
          month,
          ...(amount !== undefined ? { amountMinor: poisha(amount) } : {}),
          ...(couponCode ? { couponCode } : {}),
        });
        const reply: IntentDto =
          outcome.kind === 'free'
            ? { clientSecret: null, amount: 0, payment: paymentDto(outcome.payment) }
            : { clientSecret: outcome.clientSecret, amount: outcome.amountMinor };
        return ok(reply);
      },
    }),
    route({
      method: 'GET',
      path: '/api/payments/dues',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        "The caller's rent account: months owed and unpaid with their amounts, and the months that may be paid now",
      response: duesSchema,
      handle: async ({ actor }) => ok(duesDto(await u.getMyDues.execute(actor))),
    }),
    route({
      method: 'POST',
      path: '/api/payments',
      // Not 'member': a charge reported by someone whose agreement ended meanwhile must reach the use-case, which
      // refunds what it cannot record. The caller may only report their own charges.
      access: 'signed-in',
      rateLimit: 'strict',
      creates: true,
      summary:
        'Record a payment once the card provider confirms it succeeded (idempotent on the transaction id); refund one that can no longer be recorded',
      body: paymentBody,
      response: paymentSchema,
      handle: async ({ actor, body: { transactionId, month } }) =>
        ok(
          paymentDto(await u.recordPayment.execute({ transactionId, reportedBy: actor, ...(month ? { month } : {}) })),
        ),
    }),
    route({
      method: 'GET',
      path: '/api/payments/receipts/:number',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'A printable receipt; only the payer and admins can see it',
      params: receiptParam,
      response: receiptSchema,
      handle: async ({ actor, params }) => {
        const receipt = await u.getReceipt.execute({ actor, receiptNumber: params.number });
        const building = await u.getBuilding.execute();
        return { body: receiptDto(receipt, building) };
      },
    }),
    route({
      method: 'GET',
      path: '/api/payments/receipts/:number/pdf',
      access: 'signed-in',
      rateLimit: 'standard',
      produces: 'application/pdf',
      summary:
        "The same receipt as a PDF file in the caller's language; only the payer and admins can see it (404 as for " +
        'a missing one otherwise)',
      params: receiptParam,
      response: fileSchema,
      handle: async ({ actor, params, ctx }) => {
        const receipt = await u.getReceipt.execute({ actor, receiptNumber: params.number });
        const dto = receiptDto(receipt, await u.getBuilding.execute());
        return pdfReply(ctx, receiptFileName(dto.receiptNumber), await receiptPdf(dto, actor.language, timeZone));
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/rent-collection',
      access: 'admin',
      rateLimit: 'standard',
      summary: "A month's rent collection: each member's rent due, paid or not, and the totals",
      query: collectionQuery,
      response: collectionSchema,
      handle: async ({ query }) => ({ body: await collection(query.month) }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/rent-collection/csv',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'text/csv',
      summary:
        "The same rent collection as a CSV file (RFC 4180, UTF-8) with its words in the caller's language; amounts " +
        'in taka as plain numbers and days as YYYY-MM-DD in every language',
      query: collectionQuery,
      response: csvSchema,
      handle: async ({ query, actor, ctx }) => {
        const report = await u.getRentCollection.execute({ month: query.month });
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`rent-collection-${report.month}.csv`);
        // The byte-order mark tells spreadsheet programs the file is UTF-8.
        return { body: `\uFEFF${toCsv(rentCollectionSheet(report, sheetWordsIn(actor.language)))}` };
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/arrears',
      access: 'admin',
      rateLimit: 'standard',
      summary:
        'Everyone, current or former member, who owes rent up to this month: the months and the total, largest first',
      response: arrearsSchema,
      handle: async () => ({ body: arrearsDto(await u.getArrears.execute()) }),
    }),
    route({
      method: 'GET',
      path: '/api/admin/arrears/csv',
      access: 'admin',
      rateLimit: 'standard',
      produces: 'text/csv',
      summary:
        "The same arrears as a CSV file (RFC 4180, UTF-8) with its words in the caller's language; amounts in taka " +
        'as plain numbers in every language',
      response: csvSchema,
      handle: async ({ actor, ctx }) => {
        const report = await u.getArrears.execute();
        ctx.type = 'text/csv; charset=utf-8';
        ctx.attachment(`arrears-${report.currentMonth}.csv`);
        return { body: `\uFEFF${toCsv(arrearsSheet(report, sheetWordsIn(actor.language)))}` };
      },
    }),
    ...(confirmTestCard
      ? [
          route({
            method: 'POST',
            path: SANDBOX_CONFIRM_PATH,
            // The intent's owner, member or former resident; the intent itself says what may be charged.
            access: 'signed-in',
            rateLimit: 'strict',
            summary:
              'Confirm a sandbox intent with a test card, as Stripe.js would, and record the payment at once, as a webhook would (only with the sandbox provider)',
            body: sandboxConfirmBody,
            response: sandboxConfirmSchema,
            handle: async ({ actor, body }) => {
              const paymentIntent = await confirmTestCard({ ...body, callerEmail: actor.email });
              // The charge is recorded (or, if it can no longer be, refunded) before the answer, so a closed tab
              // never leaves money taken and not accounted for. The browser's own report then finds it recorded.
              await u.recordCardPayment.execute({ transactionId: paymentIntent.id, reportedBy: actor });
              return { body: { paymentIntent } };
            },
          }),
        ]
      : []),
    ...(readWebhook
      ? [
          route<Buffer, undefined, undefined, z.infer<typeof webhookReceivedSchema>>({
            method: 'POST',
            path: WEBHOOK_PATH,
            access: 'guest',
            // Signed by the provider, so never dropped for a budget: a lost event is a payment left unrecorded.
            rateLimit: 'none',
            summary: "Stripe's signed events; records payments the browser never reported (only with Stripe)",
            // The signature covers the exact bytes sent, so the body is taken as it comes, never parsed first.
            rawBody: {
              types: ['application/json'],
              maxBytes: WEBHOOK_MAX_BYTES,
              tooLarge: () => new HttpError(413),
            },
            response: webhookReceivedSchema,
            handle: async ({ body, ctx }) => {
              await u.handlePaymentWebhook.execute(readWebhook(body, ctx.get('stripe-signature') || undefined));
              return { body: { received: true } };
            },
          }),
        ]
      : []),
  ];
}

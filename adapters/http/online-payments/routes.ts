import type { UseCases } from '../../../application/use-cases.ts';
import type { OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import { entryAmount } from '../../../domain/ledger/writing.ts';
import { route, ok, type Route } from '../route.ts';
import { parse } from '../validate.ts';
import {
  GATEWAY_PATHS,
  gatewayNoticeSchema,
  gatewayPostFields,
  onlinePaymentPage,
  onlinePaymentSchema,
  onlinePaymentStartedSchema,
  startOnlinePaymentBody,
  tranIdParam,
  type GatewayPost,
  type OnlinePaymentDto,
} from './contract.ts';
import { z } from 'zod';

/** The gateway posts a form of a few dozen short fields. */
const GATEWAY_FORM = {
  types: ['application/x-www-form-urlencoded'],
  maxBytes: 16 * 1024,
  tooLarge: () => new DomainError('VALIDATION.INVALID_INPUT', 'The gateway’s form is too large'),
} as const;

const formOf = (raw: Buffer): GatewayPost =>
  parse(gatewayPostFields, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));

export const onlinePaymentDto = (p: OnlinePayment): OnlinePaymentDto => ({
  tranId: p.tranId,
  state: p.state,
  amount: toTaka(p.amount),
  forCharge: p.forCharge ?? null,
  receiptNumber: p.receiptNumber ?? null,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/**
 * Paying the books through the online gateway: the member starts it and reads it; the gateway brings the browser back
 * (success, fail, cancel: each answered by sending the browser to the payment's page) and sends its notice (IPN). No
 * post of the gateway is trusted by itself: a payment is recorded only once the gateway's validation service confirms
 * it.
 */
export function onlinePaymentsRoutes(u: UseCases): Route[] {
  const back = (tranId: string) => ({ status: 303 as const, body: null, location: onlinePaymentPage(tranId) });
  return [
    route({
      method: 'POST',
      path: '/api/online-payments',
      access: 'signed-in',
      rateLimit: 'strict',
      formFields: true,
      summary:
        "Start paying the caller's whole balance, or what is left of one charge, through the online gateway (bKash, " +
        'Nagad, cards); the server prices it from the books and answers the checkout page to send the browser to ' +
        '(404 ONLINEPAYMENT.OFF without a gateway, 502 PAYMENT.PROVIDER_FAILED when it cannot be reached)',
      body: startOnlinePaymentBody,
      response: onlinePaymentStartedSchema,
      handle: async ({ actor, body }) => {
        const { payment, pageUrl } = await u.startOnlinePayment.execute({
          actor,
          ...(body.forCharge !== undefined ? { forCharge: body.forCharge } : {}),
          ...(body.amount !== undefined ? { amountMinor: entryAmount(body.amount) } : {}),
        });
        return ok({ tranId: payment.tranId, pageUrl, amount: toTaka(payment.amount) });
      },
    }),
    route({
      method: 'GET',
      path: '/api/online-payments/:tranId',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "One of the caller's online payments: pending, paid (with its receipt), failed or cancelled",
      params: tranIdParam,
      response: onlinePaymentSchema,
      handle: async ({ actor, params }) =>
        ok(onlinePaymentDto(await u.getOnlinePayment.execute({ actor, tranId: params.tranId }))),
    }),
    route<Buffer, undefined, undefined, null>({
      method: 'POST',
      path: GATEWAY_PATHS.success,
      access: 'guest',
      rateLimit: 'standard',
      summary:
        'The gateway brings the browser back from a payment: the payment is recorded if the validation service ' +
        "confirms it, and the browser is sent to the payment's page (303) either way (404 for an unknown payment)",
      rawBody: GATEWAY_FORM,
      response: z.null(),
      handle: async ({ body }) => {
        const form = formOf(body);
        if (form.val_id) {
          try {
            await u.confirmOnlinePayment.execute({ tranId: form.tran_id, valId: form.val_id });
          } catch (error) {
            // Not confirmed now (the validation service late, or contradicting): the page says it is still being
            // confirmed. An unknown payment has no page.
            if (error instanceof DomainError && error.code === 'ONLINEPAYMENT.NOT_FOUND') throw error;
          }
        } else await u.getOnlinePaymentState.execute(form.tran_id);
        return back(form.tran_id);
      },
    }),
    ...(['fail', 'cancel'] as const).map((kind) =>
      route<Buffer, undefined, undefined, null>({
        method: 'POST',
        path: GATEWAY_PATHS[kind],
        access: 'guest',
        rateLimit: 'standard',
        summary:
          kind === 'fail'
            ? 'The gateway brings the browser back from a failed payment: a pending payment is marked failed and the browser sent to its page (303)'
            : 'The gateway brings the browser back from a cancelled payment: a pending payment is marked cancelled and the browser sent to its page (303)',
        rawBody: GATEWAY_FORM,
        response: z.null(),
        handle: async ({ body }) => {
          const form = formOf(body);
          await u.endOnlinePayment.execute({ tranId: form.tran_id, state: kind === 'fail' ? 'failed' : 'cancelled' });
          return back(form.tran_id);
        },
      }),
    ),
    route<Buffer, undefined, undefined, z.infer<typeof gatewayNoticeSchema>>({
      method: 'POST',
      path: GATEWAY_PATHS.ipn,
      access: 'guest',
      // The gateway's notice must never be dropped for a budget: it may be the only report of a payment.
      rateLimit: 'none',
      summary:
        "The gateway's notice of a payment (IPN): recorded only once the validation service confirms it (404 for an " +
        'unknown payment, 409 ONLINEPAYMENT.NOT_VALIDATED when the validation contradicts it, 502 when it cannot ' +
        'be asked)',
      rawBody: GATEWAY_FORM,
      response: gatewayNoticeSchema,
      handle: async ({ body }) => {
        const form = formOf(body);
        if (!form.val_id) {
          // A notice of a failed or cancelled checkout carries no validation id: nothing to record.
          const state = await u.getOnlinePaymentState.execute(form.tran_id);
          return ok({ tranId: form.tran_id, state });
        }
        const payment = await u.confirmOnlinePayment.execute({ tranId: form.tran_id, valId: form.val_id });
        return ok({ tranId: payment.tranId, state: payment.state });
      },
    }),
  ];
}

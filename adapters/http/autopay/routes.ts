import { z } from 'zod';
import type { UseCases } from '../../../application/use-cases.ts';
import { fromTaka } from '../../../domain/shared/money.ts';
import { type Route, route, ok } from '../route.ts';
import {
  autopayBody,
  autopayRowSchema,
  cardSetupBody,
  cardSetupSchema,
  myAutopaySchema,
  sandboxSetupBody,
  sandboxSetupSchema,
  saveCardBody,
} from './contract.ts';
import { autopayRowDto, myAutopayDto } from './dto.ts';

export const SANDBOX_SETUP_PATH = '/api/autopay/sandbox/setup';

/** The sandbox's stand-in for Stripe.js's confirmCardSetup; present only with the sandbox provider. */
export interface AutopayHooks {
  readonly confirmTestSetup?: (card: z.infer<typeof sandboxSetupBody>['card']) => { id: string; status: 'succeeded' };
}

/**
 * Autopay: saving a card (members), turning autopay on with a cap, skipping a month or turning it off (the caller's
 * own; a former resident is told autopay needs a running lease), and the admin's list of who has it on.
 */
export function autopayRoutes(u: UseCases, { confirmTestSetup }: AutopayHooks): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/autopay/mine',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: "The caller's autopay: on or off, the saved card, the cap, the next charge day and the last charge",
      response: myAutopaySchema,
      handle: async ({ actor }) => ok(myAutopayDto(await u.getMyAutopay.execute(actor))),
    }),
    route({
      method: 'POST',
      path: '/api/autopay/card/setup',
      access: 'member',
      rateLimit: 'strict',
      summary:
        "Start saving a card, with the member's consent to off-session charges: the provider's setup, confirmed by the browser's card form",
      body: cardSetupBody,
      formFields: true,
      response: cardSetupSchema,
      handle: async ({ actor }) => ok(await u.startCardSetup.execute(actor)),
    }),
    route({
      method: 'PUT',
      path: '/api/autopay/card',
      access: 'member',
      rateLimit: 'strict',
      summary: 'Keep the card a succeeded setup saved (402 AUTOPAY.CARD_NOT_SAVED when it did not succeed)',
      body: saveCardBody,
      response: myAutopaySchema,
      handle: async ({ actor, body }) =>
        ok(myAutopayDto(await u.saveCard.execute({ actor, setupIntentId: body.setupIntentId }))),
    }),
    route({
      method: 'PUT',
      path: '/api/autopay',
      access: 'signed-in',
      rateLimit: 'standard',
      summary:
        'Turn autopay on with a cap in taka, or change the cap (409 AUTOPAY.NO_CARD without a saved card, AUTOPAY.NO_LEASE without a running lease)',
      body: autopayBody,
      formFields: true,
      response: myAutopaySchema,
      handle: async ({ actor, body }) =>
        ok(myAutopayDto(await u.turnOnAutopay.execute({ actor, cap: fromTaka(body.cap) }))),
    }),
    route({
      method: 'POST',
      path: '/api/autopay/skip',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Skip the next month autopay would charge (409 AUTOPAY.NOT_ON while it is off)',
      response: myAutopaySchema,
      handle: async ({ actor }) => ok(myAutopayDto(await u.skipAutopayMonth.execute(actor))),
    }),
    route({
      method: 'DELETE',
      path: '/api/autopay',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'Turn autopay off (409 AUTOPAY.NOT_ON while it is off); the saved card is kept',
      response: myAutopaySchema,
      handle: async ({ actor }) => ok(myAutopayDto(await u.turnOffAutopay.execute(actor))),
    }),
    route({
      method: 'GET',
      path: '/api/admin/autopay',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every member with autopay on: their cap, card and any month skipped',
      response: z.array(autopayRowSchema),
      handle: async () => ok((await u.listAutopay.execute()).map(autopayRowDto)),
    }),
    ...(confirmTestSetup
      ? [
          route({
            method: 'POST',
            path: SANDBOX_SETUP_PATH,
            access: 'member',
            rateLimit: 'strict',
            summary:
              "Confirm a card's setup with a sandbox test card, as Stripe.js would (only with the sandbox provider)",
            body: sandboxSetupBody,
            response: sandboxSetupSchema,
            handle: async ({ body }) => ok({ setupIntent: confirmTestSetup(body.card) }),
          }),
        ]
      : []),
  ];
}

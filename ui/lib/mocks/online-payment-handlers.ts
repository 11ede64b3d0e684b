import { http, HttpResponse } from 'msw';
import { onlinePaymentSchema, onlinePaymentStartedSchema, type OnlinePaymentDto } from '@contract/online-payments';
import { json } from './json.ts';

/**
 * Paying through SSLCommerz as the server answers it, for the stories and component tests of the pay page's choice
 * and of an online payment's own page.
 */

export const STORY_TRAN_ID = 'LVstory0001';

export const onlinePayment = (changes: Partial<OnlinePaymentDto> = {}): OnlinePaymentDto => ({
  tranId: STORY_TRAN_ID,
  state: 'pending',
  amount: 14_500,
  forCharge: null,
  receiptNumber: null,
  createdAt: new Date().toISOString(),
  updatedAt: new Date().toISOString(),
  ...changes,
});

/** GET /api/online-payments/:tranId answered with these states, one a read, the last for every later read. */
export const onlinePaymentReads = (...states: OnlinePaymentDto[]) => {
  let read = 0;
  return http.get('/api/online-payments/:tranId', () =>
    json(onlinePaymentSchema, states[Math.min(read++, states.length - 1)]!),
  );
};

/** GET /api/online-payments/:tranId refused: no such payment of the caller's. */
export const noSuchOnlinePayment = http.get('/api/online-payments/:tranId', () =>
  HttpResponse.json(
    { message: 'There is no such online payment', code: 'ONLINEPAYMENT.NOT_FOUND', requestId: 'story' },
    { status: 404 },
  ),
);

/** POST /api/online-payments: the checkout opened (at a page the story never leaves for), or the gateway down. */
export const startOnline = (outcome: 'opened' | 'gateway-down', seen?: (body: unknown) => void) =>
  http.post('/api/online-payments', async ({ request }) => {
    const body = (await request.clone().json()) as { amount?: number };
    seen?.(body);
    if (outcome === 'gateway-down')
      return HttpResponse.json(
        {
          message: 'The payment gateway could not be reached to open the checkout; try again in a few minutes',
          code: 'PAYMENT.PROVIDER_FAILED',
          requestId: 'story',
        },
        { status: 502 },
      );
    return json(onlinePaymentStartedSchema, {
      tranId: STORY_TRAN_ID,
      pageUrl: 'about:blank#sslcommerz',
      amount: body.amount ?? 0,
    });
  });

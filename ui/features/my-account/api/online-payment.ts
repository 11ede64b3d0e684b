import { onlinePaymentStartedSchema, type OnlinePaymentStartedDto } from '@contract/online-payments';
import { sendJson } from '@/lib/api-client.ts';
import { translateNow } from '@/lib/i18n/intl.tsx';
import type { CardPaymentAsk } from './pay-by-card.ts';

/**
 * POST /api/online-payments: a payment of the whole balance, or of what is left of one charge, through SSLCommerz
 * (bKash, Nagad, cards), priced by the server; answers the checkout page the browser goes to next. Refuses as opening
 * a card payment does (PAYMENT.NOTHING_OWED, PAYMENT.AMOUNT_MISMATCH, `fields.forCharge`), and with 502 when the
 * gateway cannot be reached.
 */
export const startOnlinePayment = ({ amount, forCharge }: CardPaymentAsk): Promise<OnlinePaymentStartedDto> =>
  sendJson('/api/online-payments', onlinePaymentStartedSchema, {
    method: 'POST',
    body: { amount, ...(forCharge === undefined ? {} : { forCharge }) },
    fallback: translateNow('onlinePayments.startFailed'),
  });

/** Sends the browser to the gateway's hosted checkout (a page of another site). */
export const goToCheckout = (pageUrl: string) => window.location.assign(pageUrl);

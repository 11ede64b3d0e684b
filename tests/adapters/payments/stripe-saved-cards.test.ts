/**
 * Autopay's saved cards on Stripe, against the local fake: a customer per member and an off-session SetupIntent, a
 * card saved only once its setup succeeded for that very member, and off-session charges that succeed, are declined
 * or ask for authentication as the saved test card does, each charged once however often it is asked.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { IntentMetadata } from '../../../application/payments/ports.ts';
import { StripeGateway } from '../../../adapters/payments/stripe/stripe-gateway.ts';
import { StripeSavedCards } from '../../../adapters/payments/stripe/stripe-saved-cards.ts';
import { poisha } from '../../../domain/shared/money.ts';
import { FAKE_SECRET_KEY, startFakeStripe, type FakeStripe } from '../../support/fake-stripe.ts';
import { recordingLogger } from './payment-world.ts';

const ANN = 'ann@example.com';
const metadata: IntentMetadata = {
  userEmail: ANN,
  agreementId: 'agr-ann',
  month: 'November 2026',
  monthKey: '2026-11',
  discount: 0,
  couponCode: '',
  couponLimit: '',
};

let fake: FakeStripe;
let cards: StripeSavedCards;

beforeEach(async () => {
  fake = await startFakeStripe();
  const logger = recordingLogger();
  const gateway = new StripeGateway({
    secretKey: FAKE_SECRET_KEY,
    webhookSecret: 'whsec_x',
    host: '127.0.0.1',
    port: fake.port,
    protocol: 'http',
    timeoutMs: 600,
    logger,
  });
  cards = new StripeSavedCards(gateway.stripe, logger);
});
afterEach(() => fake.close());

/** A card saved as the member's browser would: a setup started by the server, confirmed with a test card. */
async function saved(cardNumber: string, email = ANN) {
  const setup = await cards.startSetup(email);
  fake.confirmSetup(setup.setupIntentId, cardNumber);
  return cards.savedCard(setup.setupIntentId, email);
}

const charge = (card: { customerId: string; paymentMethodId: string }, idempotencyKey = 'autopay:agr-ann:2026-11:1') =>
  cards.chargeSaved({ card, amountMinor: poisha(1_250_000), currency: 'bdt', metadata, idempotencyKey });

describe('saving a card on Stripe', () => {
  it('makes one customer per member and keeps only the card’s ids, brand and last four digits', async () => {
    const first = await saved('4242424242424242');
    expect(first).toEqual({
      customerId: expect.stringMatching(/^cus_/),
      paymentMethodId: expect.stringMatching(/^pm_/),
      brand: 'visa',
      last4: '4242',
    });
    // A second setup for the same member finds the same customer rather than making another.
    const again = await saved('4000000000000341');
    expect(again.customerId).toBe(first.customerId);
    expect([...fake.customers.values()]).toEqual([ANN]);
  });

  it('refuses a setup not yet confirmed, one started for someone else, and an id that is not a setup’s', async () => {
    const setup = await cards.startSetup(ANN);
    await expect(cards.savedCard(setup.setupIntentId, ANN)).rejects.toMatchObject({ code: 'AUTOPAY.CARD_NOT_SAVED' });
    fake.confirmSetup(setup.setupIntentId, '4242424242424242');
    await expect(cards.savedCard(setup.setupIntentId, 'bob@example.com')).rejects.toMatchObject({
      code: 'AUTOPAY.CARD_NOT_SAVED',
    });
    const asked = fake.requests.length;
    await expect(cards.savedCard('pi_not_a_setup', ANN)).rejects.toMatchObject({ code: 'AUTOPAY.CARD_NOT_SAVED' });
    expect(fake.requests).toHaveLength(asked);
  });
});

describe('charging a saved card with no member present', () => {
  it('charges a good card once, however often the same month is asked', async () => {
    const card = await saved('4242424242424242');
    const first = await charge(card);
    expect(first).toEqual({ outcome: 'succeeded', intentId: expect.stringMatching(/^pi_/) });
    expect(await charge(card)).toEqual(first);
    const intent = fake.intent(first.outcome === 'succeeded' ? first.intentId : '')!;
    expect(intent).toMatchObject({ amount: 1_250_000, currency: 'bdt', status: 'succeeded' });
    expect(intent.metadata).toMatchObject({ userEmail: ANN, agreementId: 'agr-ann', monthKey: '2026-11' });
    expect(fake.requests.filter((r) => r.path === '/v1/payment_intents')).toHaveLength(2);
  });

  it('says a declined card was declined, and a card whose bank wants the member present needs authentication', async () => {
    expect(await charge(await saved('4000000000000341'))).toEqual({
      outcome: 'declined',
      message: 'Your card was declined.',
    });
    expect(await charge(await saved('4000002760003184'), 'autopay:agr-ann:2026-11:2')).toEqual({
      outcome: 'needs-authentication',
      intentId: expect.stringMatching(/^pi_/),
    });
  });

  it('fails with the provider’s trouble named when Stripe answers with an error, and charges nothing', async () => {
    const card = await saved('4242424242424242');
    fake.mode = 'error500';
    await expect(charge(card)).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
    fake.mode = 'normal';
    expect([...fake.requests].filter((r) => r.path === '/v1/payment_intents')).toHaveLength(1);
  });
});

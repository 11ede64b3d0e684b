import { beforeEach, describe, expect, it } from 'vitest';
import type { IntentMetadata } from '../../../application/payments/ports.ts';
import { SandboxGateway } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import { passesLuhn } from '../../../adapters/payments/sandbox/sandbox-cards.ts';
import { MemorySandboxIntentStore } from '../../../adapters/persistence/payments/memory-payment-state.ts';
import { GOOD_CARD, NOW } from './payment-world.ts';
import { poisha } from '../../../domain/shared/money.ts';

const metadata: IntentMetadata = {
  userEmail: 'ann@example.com',
  agreementId: 'agr-ann',
  month: '2026-11',
  monthKey: '2026-11',
  discount: 0,
  couponCode: '',
  couponLimit: '',
};
const newIntent = (gateway: SandboxGateway, key = 'key-1', amountMinor = 1_200_000) =>
  gateway.createIntent({ amountMinor: poisha(amountMinor), currency: 'bdt', metadata, idempotencyKey: key });

let gateway: SandboxGateway;
beforeEach(() => {
  gateway = new SandboxGateway(new MemorySandboxIntentStore(), { now: () => NOW }); // NOW is 15 November 2026
});

describe('sandbox gateway: intents', () => {
  it('creates intents with Stripe-shaped ids and client secrets', async () => {
    const intent = await newIntent(gateway);
    expect(intent.id).toMatch(/^pi_sandbox_[0-9a-f]{24}$/);
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true);
    expect(intent).toMatchObject({
      amountMinor: poisha(1_200_000),
      currency: 'bdt',
      status: 'requires_payment_method',
      metadata,
      refunded: false,
    });
  });

  it('answers the same intent for the same idempotency key, and a new one for another key', async () => {
    const first = await newIntent(gateway, 'same');
    const again = await newIntent(gateway, 'same');
    const other = await newIntent(gateway, 'other');
    expect(again).toEqual(first);
    expect(other.id).not.toBe(first.id);
  });

  it('refuses a key replayed with other parameters, as Stripe does', async () => {
    await newIntent(gateway, 'same', 1_200_000);
    await expect(newIntent(gateway, 'same', 1_000_000)).rejects.toMatchObject({ code: 'PAYMENT.PROVIDER_FAILED' });
  });

  it('creates one intent for concurrent requests with one key', async () => {
    const intents = await Promise.all(Array.from({ length: 10 }, () => newIntent(gateway, 'race')));
    expect(new Set(intents.map((i) => i.id)).size).toBe(1);
  });

  it('retrieves an intent, and refuses an unknown one', async () => {
    const intent = await newIntent(gateway);
    await expect(gateway.retrieveIntent(intent.id)).resolves.toEqual(intent);
    await expect(gateway.retrieveIntent('pi_sandbox_nope')).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
  });
});

describe('sandbox gateway: confirming a card', () => {
  it('charges 4242 4242 4242 4242 (spaces allowed) and the intent succeeds', async () => {
    const intent = await newIntent(gateway);
    const answer = await gateway.confirm({
      clientSecret: intent.clientSecret,
      card: GOOD_CARD,
      callerEmail: 'ann@example.com',
    });
    expect(answer).toEqual({ id: intent.id, status: 'succeeded', amount: 1_200_000 });
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('succeeded');
  });

  it.each([
    ['4000 0000 0000 0002', {}, 'Your card was declined.'],
    ['4000 0000 0000 9995', {}, 'Your card has insufficient funds.'],
    ['4242 4242 4242 4241', {}, 'Your card number is invalid.'],
    ['4242-4242-4242-4242', {}, 'Your card number is invalid.'],
    ['', {}, 'Your card number is invalid.'],
    ['4242 4242 4242 4242', { expMonth: 10, expYear: 2026 }, 'Your card has expired.'],
    ['4242 4242 4242 4242', { expMonth: 12, expYear: 25 }, 'Your card has expired.'],
    ['4242 4242 4242 4242', { cvc: '12' }, "Your card's security code is invalid."],
    ['4242 4242 4242 4242', { cvc: '12345' }, "Your card's security code is invalid."],
    ['4242 4242 4242 4242', { cvc: '1a3' }, "Your card's security code is invalid."],
    ['4242 4242 4242 4242', { expMonth: 13 }, "Your card's expiration month is invalid."],
    ['5555 5555 5555 4444', {}, 'Your card was declined.'], // well-formed, but not a sandbox test card
  ])('refuses %s %o with "%s"', async (number, change, message) => {
    const intent = await newIntent(gateway);
    const card = { ...GOOD_CARD, number, ...change };
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card, callerEmail: 'ann@example.com' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.CARD_DECLINED',
      message,
    });
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('accepts a card through the last day of its expiry month, and a 4-digit CVC', async () => {
    const intent = await newIntent(gateway);
    const card = { ...GOOD_CARD, expMonth: 11, expYear: 26, cvc: '1234' };
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card, callerEmail: 'ann@example.com' }),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('lets the member try another card after a decline', async () => {
    const intent = await newIntent(gateway);
    const declined = { ...GOOD_CARD, number: '4000000000000002' };
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card: declined, callerEmail: 'ann@example.com' }),
    ).rejects.toThrow();
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card: GOOD_CARD, callerEmail: 'ann@example.com' }),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it("refuses another user's intent, and leaves it unpaid", async () => {
    const intent = await newIntent(gateway);
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card: GOOD_CARD, callerEmail: 'bob@example.com' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_MISMATCH',
    });
    expect((await gateway.retrieveIntent(intent.id)).status).toBe('requires_payment_method');
  });

  it('knows the owner whatever the case of the email', async () => {
    const intent = await newIntent(gateway);
    await expect(
      gateway.confirm({ clientSecret: intent.clientSecret, card: GOOD_CARD, callerEmail: 'Ann@Example.com' }),
    ).resolves.toMatchObject({ status: 'succeeded' });
  });

  it('refuses a wrong or made-up client secret', async () => {
    const intent = await newIntent(gateway);
    for (const clientSecret of [`${intent.id}_secret_guess`, 'pi_sandbox_x_secret_y', 'nonsense']) {
      await expect(
        gateway.confirm({ clientSecret, card: GOOD_CARD, callerEmail: 'ann@example.com' }),
      ).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
    }
  });

  it('charges nothing more when a paid intent is confirmed again', async () => {
    const intent = await newIntent(gateway);
    await gateway.confirm({ clientSecret: intent.clientSecret, card: GOOD_CARD, callerEmail: 'ann@example.com' });
    const again = await gateway.confirm({
      clientSecret: intent.clientSecret,
      card: { ...GOOD_CARD, number: '4000000000000002' },
      callerEmail: 'ann@example.com',
    });
    expect(again).toEqual({ id: intent.id, status: 'succeeded', amount: 1_200_000 });
  });

  it('uses a real Luhn check', () => {
    expect(['4242424242424242', '4000000000000002', '4000000000009995', '5555555555554444'].every(passesLuhn)).toBe(
      true,
    );
    expect(['4242424242424241', '4000000000000001', '1234567812345678'].some(passesLuhn)).toBe(false);
  });
});

describe('sandbox gateway: refunds', () => {
  const paid = async () => {
    const intent = await newIntent(gateway);
    await gateway.confirm({ clientSecret: intent.clientSecret, card: GOOD_CARD, callerEmail: 'ann@example.com' });
    return intent;
  };

  it('marks a paid intent refunded; it still reads succeeded, as with Stripe', async () => {
    const intent = await paid();
    await gateway.refund(intent.id);
    expect(await gateway.retrieveIntent(intent.id)).toMatchObject({ status: 'succeeded', refunded: true });
  });

  it('takes a second refund as harmless', async () => {
    const intent = await paid();
    await gateway.refund(intent.id);
    await expect(gateway.refund(intent.id)).resolves.toBeUndefined();
    expect((await gateway.retrieveIntent(intent.id)).refunded).toBe(true);
  });

  it('refuses to refund an unpaid or unknown intent', async () => {
    const intent = await newIntent(gateway);
    await expect(gateway.refund(intent.id)).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_SUCCEEDED' });
    await expect(gateway.refund('pi_sandbox_nope')).rejects.toMatchObject({ code: 'PAYMENT.INTENT_NOT_FOUND' });
  });
});

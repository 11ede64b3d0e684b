/**
 * The payment use-cases end to end over each real gateway: the sandbox, and the Stripe adapter against the
 * local fake. The rules are the same for both; only how a card gets paid differs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../../application/shared/ports.ts';
import { DUE_MINOR, paymentWorld, sandboxUnderTest, stripeUnderTest, type GatewayUnderTest } from './payment-world.ts';
import { poisha } from '../../../domain/shared/money.ts';

const MONTH = '2026-11';

describe.each([
  ['sandbox', async () => sandboxUnderTest()],
  ['stripe', async () => stripeUnderTest()],
])('payments through the %s gateway', (_, start) => {
  let subject: GatewayUnderTest;
  let world: ReturnType<typeof paymentWorld>;
  let ann: Actor;

  beforeEach(async () => {
    subject = await start();
    world = paymentWorld(subject.gateway);
    ann = await world.aMember('ann@example.com');
  });
  afterEach(() => subject.close());

  /** Ann (or whoever) opens the payment form and pays by card. */
  async function paidIntent(actor: Actor = ann, month = MONTH) {
    const outcome = await world.createIntent.execute({ actor, month, amountMinor: DUE_MINOR });
    if (outcome.kind !== 'intent') throw new Error('expected a card step');
    await subject.pay(outcome, actor.email);
    return outcome;
  }

  /** A second intent for the same month, as another browser tab or a later day opens one. */
  async function anotherPaidIntent(key: string, actor: Actor = ann) {
    const intent = await subject.gateway.createIntent({
      amountMinor: DUE_MINOR,
      currency: 'bdt',
      metadata: world.metadataFor(actor.email, MONTH),
      idempotencyKey: key,
    });
    await subject.pay({ intentId: intent.id, clientSecret: intent.clientSecret }, actor.email);
    return intent;
  }

  const rows = () => world.store.payments.listFor(ann.email);

  it('records one payment for a succeeded intent, for the amount charged', async () => {
    const { intentId } = await paidIntent();
    const payment = await world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH });
    expect(payment).toMatchObject({
      transactionId: intentId,
      userEmail: ann.email,
      monthKey: MONTH,
      amountMinor: DUE_MINOR,
      discount: 0,
    });
    expect(await rows()).toHaveLength(1);
    expect(await subject.refundCount(intentId)).toBe(0);
  });

  it('refuses a client amount that is not what the server computes, before any intent exists', async () => {
    const createIntent = vi.spyOn(subject.gateway, 'createIntent');
    await expect(
      world.createIntent.execute({ actor: ann, month: MONTH, amountMinor: poisha(DUE_MINOR - 100) }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.AMOUNT_MISMATCH',
    });
    // Whichever gateway: it was never asked for an intent.
    expect(createIntent).not.toHaveBeenCalled();
    // And it still answers one for the right amount, so the spy above watched the call the use-case makes.
    await expect(
      world.createIntent.execute({ actor: ann, month: MONTH, amountMinor: DUE_MINOR }),
    ).resolves.toMatchObject({
      kind: 'intent',
    });
    expect(createIntent).toHaveBeenCalledTimes(1);
  });

  it('refuses and refunds a charge for less than the rent due, and writes no row', async () => {
    const cheap = await subject.gateway.createIntent({
      amountMinor: poisha(100),
      currency: 'bdt',
      metadata: world.metadataFor(ann.email, MONTH),
      idempotencyKey: 'forged',
    });
    await subject.pay({ intentId: cheap.id, clientSecret: cheap.clientSecret }, ann.email);
    await expect(world.recordPayment.execute({ transactionId: cheap.id, reportedBy: ann })).rejects.toMatchObject({
      code: 'PAYMENT.AMOUNT_MISMATCH',
    });
    expect(await rows()).toHaveLength(0);
    expect(await subject.refundCount(cheap.id)).toBe(1);
  });

  it("refuses to record another member's intent, and leaves that member's charge alone", async () => {
    const bob = await world.aMember('bob@example.com');
    const { intentId } = await paidIntent();
    await expect(
      world.recordPayment.execute({ transactionId: intentId, reportedBy: bob, month: MONTH }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_MISMATCH',
    });
    expect(await world.store.payments.listFor(bob.email)).toHaveLength(0);
    expect(await subject.refundCount(intentId)).toBe(0);
    await expect(
      world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH }),
    ).resolves.toMatchObject({ userEmail: ann.email });
  });

  it('refuses an intent reported for another month', async () => {
    const { intentId } = await paidIntent();
    await expect(
      world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: '2026-12' }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_MISMATCH',
    });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses an intent that has not succeeded yet, and an unknown one', async () => {
    const outcome = await world.createIntent.execute({ actor: ann, month: MONTH });
    if (outcome.kind !== 'intent') throw new Error('expected a card step');
    await expect(
      world.recordPayment.execute({ transactionId: outcome.intentId, reportedBy: ann }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_NOT_SUCCEEDED',
    });
    await expect(world.recordPayment.execute({ transactionId: 'pi_nothing', reportedBy: ann })).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_NOT_FOUND',
    });
    expect(await rows()).toHaveLength(0);
  });

  it('refuses a month already paid before any card is charged', async () => {
    const { intentId } = await paidIntent();
    await world.recordPayment.execute({ transactionId: intentId, reportedBy: ann });
    const createIntent = vi.spyOn(subject.gateway, 'createIntent');
    await expect(
      world.createIntent.execute({ actor: ann, month: 'november 2026', amountMinor: DUE_MINOR }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.MONTH_ALREADY_PAID',
    });
    // Whichever gateway: it was never asked for another intent.
    expect(createIntent).not.toHaveBeenCalled();
  });

  it('reuses one intent for the same month and price, whichever way the month is spelt', async () => {
    const first = await world.createIntent.execute({ actor: ann, month: MONTH });
    const again = await world.createIntent.execute({ actor: ann, month: MONTH });
    const spelt = await world.createIntent.execute({ actor: ann, month: 'November 2026' });
    expect(again).toEqual(first);
    expect(spelt.kind).toBe('intent');
  });

  it('records exactly one of 20 charges for one month reported together, and refunds the other 19 (the memory store queues them; the SQL races are in tests/reliability)', async () => {
    const intents = [];
    for (let i = 0; i < 20; i++) intents.push(await anotherPaidIntent(`tab-${i}`));
    const results = await Promise.allSettled(
      intents.map((i) => world.recordPayment.execute({ transactionId: i.id, reportedBy: ann, month: MONTH })),
    );

    const recorded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(recorded).toHaveLength(1);
    expect(refused.map((r) => r.reason.code)).toEqual(Array(19).fill('PAYMENT.MONTH_ALREADY_PAID'));
    expect(await rows()).toHaveLength(1);
    const [row] = await rows();
    const refunds = await Promise.all(intents.map(async (i) => [i.id, await subject.refundCount(i.id)] as const));
    for (const [id, count] of refunds) expect(count).toBe(id === row!.transactionId ? 0 : 1);
    expect(world.logger.lines.filter((l) => l.message === 'charge refunded: it could not be recorded')).toHaveLength(
      19,
    );
  });

  it('writes one row when the same transaction is reported twice, even together', async () => {
    const { intentId } = await paidIntent();
    const [byBrowser, byWebhook] = await Promise.all([
      world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH }),
      world.recordPayment.execute({ transactionId: intentId }),
    ]);
    expect(byWebhook).toEqual(byBrowser);
    await world.recordPayment.execute({ transactionId: intentId, reportedBy: ann });
    expect(await rows()).toHaveLength(1);
    expect(await subject.refundCount(intentId)).toBe(0);
  });

  it('writes one row for the same webhook event delivered three times', async () => {
    const { intentId } = await paidIntent();
    const event = subject.succeededEvent('evt_1', intentId);
    const outcomes = [];
    for (let i = 0; i < 3; i++) outcomes.push(await world.handleWebhook.execute(event));
    expect(outcomes).toEqual(['recorded', 'duplicate', 'duplicate']);
    await Promise.all([1, 2, 3].map(() => world.handleWebhook.execute(subject.succeededEvent('evt_2', intentId))));
    expect(await rows()).toHaveLength(1);
    expect(await subject.refundCount(intentId)).toBe(0);
  });

  it('records through the webhook a payment the browser never reported; the late browser report finds it', async () => {
    const { intentId } = await paidIntent();
    expect(await world.handleWebhook.execute(subject.succeededEvent('evt_closed_tab', intentId))).toBe('recorded');
    await expect(
      world.recordPayment.execute({ transactionId: intentId, reportedBy: ann, month: MONTH }),
    ).resolves.toMatchObject({ transactionId: intentId });
    expect(await rows()).toHaveLength(1);
  });

  it('acknowledges a webhook for a charge it refunded, and does not refund twice on redelivery', async () => {
    const { intentId } = await paidIntent();
    await world.recordPayment.execute({ transactionId: intentId });
    const late = await anotherPaidIntent('second-tab');
    expect(await world.handleWebhook.execute(subject.succeededEvent('evt_late', late.id))).toBe('refused');
    expect(await world.handleWebhook.execute(subject.succeededEvent('evt_late', late.id))).toBe('duplicate');
    expect(await world.handleWebhook.execute(subject.succeededEvent('evt_late_again', late.id))).toBe('refused');
    expect(await subject.refundCount(late.id)).toBe(1);
    expect(await rows()).toHaveLength(1);
  });

  it('never records a refunded charge, even once its month is free again', async () => {
    const refundedLater = await anotherPaidIntent('refunded');
    await subject.gateway.refund(refundedLater.id);
    await expect(
      world.recordPayment.execute({ transactionId: refundedLater.id, reportedBy: ann }),
    ).rejects.toMatchObject({
      code: 'PAYMENT.INTENT_NOT_SUCCEEDED',
    });
    expect(await rows()).toHaveLength(0);
    expect(await subject.refundCount(refundedLater.id)).toBe(1);
  });

  it('ignores webhook events other than a succeeded payment', async () => {
    expect(await world.handleWebhook.execute({ id: 'evt_x', type: 'charge.refunded' })).toBe('ignored');
    expect(await world.handleWebhook.execute({ id: 'evt_y', type: 'payment_intent.created', intentId: 'pi_1' })).toBe(
      'ignored',
    );
  });
});

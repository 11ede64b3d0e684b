import { describe, expect, it } from 'vitest';
import {
  CreatePaymentIntent,
  type CreatePaymentIntentInput,
} from '../../../application/payments/create-payment-intent.ts';
import { AT, aCoupon, anActor, anAgreement, anApartment, aPayment, aUser } from '../../support/builders.ts';
import { aWorld, expectRefusal, type Given, type World } from '../world.ts';
import { poisha } from '../../../domain/shared/money.ts';

const a101 = anApartment().withRent(12_000).build();
const member = aUser().member().build();
const payer = anActor().member().build();
const coupons = [
  aCoupon().withId('c1').withCode('SAVE10').withDiscount(10).build(),
  aCoupon().withId('c2').withCode('FREE100').withDiscount(100).build(),
  aCoupon().withId('c3').withCode('OLD5').withDiscount(5).inactive().build(),
];

const aMembersWorld = (given: Given = {}) =>
  aWorld({
    apartments: [a101],
    users: [member],
    agreements: [anAgreement().by(member).on(a101).accepted().build()],
    coupons,
    ...given,
  });
const creator = (w: World) =>
  new CreatePaymentIntent(w.agreements, w.coupons, w.payments, w.gateway, w.uow, w.ids, w.clock, w.calendar, w.books);
const create = (w: World, input: Partial<CreatePaymentIntentInput> = {}) =>
  creator(w).execute({ actor: payer, month: '2026-11', ...input });

describe('CreatePaymentIntent', () => {
  it('prices the month from the accepted agreement and opens an intent for it', async () => {
    const w = await aMembersWorld();
    const outcome = await create(w, { month: ' November 2026 ' });
    expect(outcome).toEqual({
      kind: 'intent',
      intentId: 'pi_1',
      clientSecret: 'pi_1_secret_fixed',
      amountMinor: poisha(1_200_000),
    });
    expect(w.gateway.callsTo('createIntent')).toEqual([
      {
        method: 'createIntent',
        amountMinor: poisha(1_200_000),
        currency: 'bdt',
        metadata: {
          userEmail: 'rahim@example.com',
          agreementId: 'agr-1',
          leaseStatus: 'accepted',
          month: 'November 2026',
          monthKey: '2026-11',
          discount: 0,
          couponCode: '',
          couponLimit: '',
        },
        idempotencyKey: expect.any(String),
      },
    ]);
  });

  it('takes an active coupon off, found by any case', async () => {
    const w = await aMembersWorld();
    expect(await create(w, { couponCode: 'save10', amountMinor: poisha(1_080_000) })).toMatchObject({
      kind: 'intent',
      amountMinor: poisha(1_080_000),
    });
    expect(w.gateway.callsTo('createIntent')[0]).toMatchObject({ metadata: { discount: 10, couponCode: 'SAVE10' } });
  });

  it('refuses an amount the server would not charge, before the provider hears of it', async () => {
    const w = await aMembersWorld();
    await expectRefusal(create(w, { couponCode: 'SAVE10', amountMinor: poisha(1_200_000) }), 'PAYMENT.AMOUNT_MISMATCH');
    expect(w.gateway.calls).toEqual([]);
  });

  it('refuses a month already paid, however it is spelled, before any card step', async () => {
    const w = await aMembersWorld({ payments: [aPayment().forMonth('2026-11').build()] });
    await expectRefusal(create(w, { month: 'NOV 2026' }), 'PAYMENT.MONTH_ALREADY_PAID');
    expect(w.gateway.calls).toEqual([]);
  });

  it('lets another member pay for the same month', async () => {
    const w = await aMembersWorld({ payments: [aPayment().by('karim@example.com').forMonth('2026-11').build()] });
    expect((await create(w)).kind).toBe('intent');
  });

  it.each([
    ['an inactive coupon', { couponCode: 'OLD5' }, 'COUPON.NOT_FOUND'],
    ['an unknown coupon', { couponCode: 'NOPE' }, 'COUPON.NOT_FOUND'],
    ['a month that is not one', { month: 'next month' }, 'PAYMENT.INVALID_MONTH'],
  ] as const)('refuses %s', async (_, input, code) => {
    const w = await aMembersWorld();
    await expectRefusal(create(w, input), code);
    expect(w.gateway.calls).toEqual([]);
  });

  it.each([
    ['a user with a pending request', [anAgreement().by(member).on(a101).build()]],
    ['a user without an agreement', []],
  ])('refuses %s', async (_, agreements) => {
    const w = await aWorld({ apartments: [a101], agreements });
    await expectRefusal(create(w), 'AGREEMENT.NOT_FOUND');
    expect(w.gateway.calls).toEqual([]);
  });

  it('records a 100% coupon month as paid at once, without the provider', async () => {
    const w = await aMembersWorld();
    const outcome = await create(w, { couponCode: 'free100', amountMinor: poisha(0) });
    const expected = {
      id: 'id-1',
      userEmail: 'rahim@example.com',
      userName: 'Rahim Uddin',
      floor: 1,
      block: 'A',
      number: 'A101',
      rent: 12_000,
      month: 'November 2026',
      monthKey: '2026-11',
      discount: 100,
      amountMinor: poisha(0),
      couponCode: 'FREE100',
      couponLimit: 'every-month',
      status: 'paid',
      transactionId: 'free_id-2',
      paidAt: AT,
      receiptNumber: 1,
    };
    expect(outcome).toEqual({ kind: 'free', payment: expected });
    expect(await w.payments.listFor('rahim@example.com')).toEqual([expected]);
    expect(w.gateway.calls).toEqual([]);
    await expectRefusal(create(w, { couponCode: 'FREE100' }), 'PAYMENT.MONTH_ALREADY_PAID');
  });

  it('reuses one idempotency key, and so one intent, for the same member, month, price and coupon', async () => {
    const first = await aMembersWorld();
    const again = await aMembersWorld();
    await create(first, { couponCode: 'SAVE10' });
    await create(first, { couponCode: 'save10' });
    await create(again, { couponCode: 'SAVE10' });
    const keys = [...first.gateway.callsTo('createIntent'), ...again.gateway.callsTo('createIntent')].map(
      (call) => 'idempotencyKey' in call && call.idempotencyKey,
    );
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    expect(first.gateway.intents.size).toBe(1);
  });

  it.each([
    ['another month', { month: '2026-12' }],
    ['a coupon', { couponCode: 'SAVE10' }],
  ])('uses a new idempotency key for %s', async (_, change) => {
    const w = await aMembersWorld();
    await create(w);
    await create(w, change);
    const keys = w.gateway.callsTo('createIntent').map((c) => 'idempotencyKey' in c && c.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});

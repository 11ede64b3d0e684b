import { describe, expect, it } from 'vitest';
import { DomainError, type ErrorCode } from '../../../domain/shared/errors.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { Payments } from '../../../application/payments/ports.ts';
import { RecordPayment } from '../../../application/payments/record-payment.ts';
import { AT, anActor, anAgreement, anApartment, anIntent, aPayment, aUser } from '../../support/builders.ts';
import { failingOn } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type Given, type World } from '../world.ts';
import { poisha } from '../../../domain/shared/money.ts';

const a101 = anApartment().withRent(12_000).build();
const member = aUser().member().build();
const payer = anActor().member().build();
const karim = anActor().withEmail('karim@example.com').member().build();

/** A member of flat A101 whose card payment for 2026-11 (intent pi_1) succeeded. */
async function aPaidCard(given: Given = {}, intent = anIntent().build()) {
  const w = await aWorld({
    apartments: [a101],
    users: [member],
    agreements: [anAgreement().by(member).on(a101).accepted().build()],
    ...given,
  });
  w.gateway.holds(intent);
  return w;
}
const recorder = (w: World, payments: Payments = w.payments) =>
  new RecordPayment(w.agreements, payments, w.gateway, w.uow, w.ids, w.clock, w.logger, w.calendar, w.notifier);

const expected: Payment = {
  id: 'id-1',
  userEmail: 'rahim@example.com',
  userName: 'Rahim Uddin',
  floor: 1,
  block: 'A',
  number: 'A101',
  rent: 12_000,
  month: 'November 2026',
  monthKey: '2026-11',
  discount: 0,
  amountMinor: poisha(1_200_000),
  status: 'paid',
  transactionId: 'pi_1',
  paidAt: AT,
  // The building's first receipt: the store numbers each payment it records.
  receiptNumber: 1,
};

describe('RecordPayment', () => {
  it('records a succeeded charge with the terms of the agreement', async () => {
    const w = await aPaidCard();
    expect(await recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer, month: 'Nov 2026' })).toEqual(
      expected,
    );
    expect(await w.payments.listFor('rahim@example.com')).toEqual([expected]);
    expect(w.gateway.refunded).toEqual([]);
  });

  it('records the coupon and discount the intent was priced with', async () => {
    const intent = anIntent().withAmount(1_080_000).withMetadata({ discount: 10, couponCode: 'SAVE10' }).build();
    const w = await aPaidCard({}, intent);
    const payment = await recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer });
    expect(payment).toEqual({
      ...expected,
      discount: 10,
      amountMinor: poisha(1_080_000),
      couponCode: 'SAVE10',
      couponLimit: 'every-month',
    });
  });

  it('records a charge the provider reports without a signed-in caller (the webhook)', async () => {
    const w = await aPaidCard();
    expect(await recorder(w).execute({ transactionId: 'pi_1' })).toEqual(expected);
  });

  it.each(['requires_payment_method', 'processing', 'canceled'] as const)(
    'refuses an intent that is %s',
    async (status) => {
      const w = await aPaidCard({}, anIntent().withStatus(status).build());
      await expectRefusal(
        recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer }),
        'PAYMENT.INTENT_NOT_SUCCEEDED',
      );
      expect(w.rows().payments).toEqual([]);
      expect(w.gateway.refunded).toEqual([]);
    },
  );

  it('refuses an intent the provider does not know', async () => {
    const w = await aPaidCard();
    await expectRefusal(
      recorder(w).execute({ transactionId: 'pi_forged', reportedBy: payer }),
      'PAYMENT.INTENT_NOT_FOUND',
    );
  });

  it('refuses another user’s charge, and leaves it alone', async () => {
    const w = await aPaidCard();
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1', reportedBy: karim }), 'PAYMENT.INTENT_MISMATCH');
    expect(w.rows().payments).toEqual([]);
    expect(w.gateway.refunded).toEqual([]);
  });

  it('refuses a charge made for another month than the one reported', async () => {
    const w = await aPaidCard();
    await expectRefusal(
      recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer, month: '2026-12' }),
      'PAYMENT.INTENT_MISMATCH',
    );
    expect(w.rows().payments).toEqual([]);
  });

  it('is idempotent on the transaction id', async () => {
    const w = await aPaidCard();
    const first = await recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer });
    const again = await recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer });
    const fromWebhook = await recorder(w).execute({ transactionId: 'pi_1' });
    expect([again, fromWebhook]).toEqual([first, first]);
    expect(w.rows().payments).toEqual([first]);
    expect(w.gateway.callsTo('retrieveIntent')).toHaveLength(1);
  });

  it('refuses a repeated report that names another month than the recorded one, and keeps the charge', async () => {
    const w = await aPaidCard();
    const recorded = await recorder(w).execute({ transactionId: 'pi_1' });
    await expectRefusal(
      recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer, month: 'December 2026' }),
      'PAYMENT.RECORDED_FOR_ANOTHER_MONTH',
    );
    expect(await recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer, month: 'nov 2026' })).toEqual(
      recorded,
    );
    expect(w.rows().payments).toEqual([recorded]);
    expect(w.gateway.refunded).toEqual([]);
  });

  it('does not show a recorded payment to another user', async () => {
    const w = await aPaidCard();
    await recorder(w).execute({ transactionId: 'pi_1' });
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1', reportedBy: karim }), 'PAYMENT.INTENT_MISMATCH');
  });

  it('refunds and logs a charge for a month that was paid meanwhile, and records nothing twice', async () => {
    const october = aPayment().withTransactionId('pi_earlier').forMonth('2026-11').build();
    const w = await aPaidCard({ payments: [october] });
    await expectRefusal(
      recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer }),
      'PAYMENT.MONTH_ALREADY_PAID',
    );
    expect(w.gateway.refunded).toEqual(['pi_1']);
    expect(w.logger.entries).toEqual([
      expect.objectContaining({
        level: 'warn',
        details: expect.objectContaining({ intentId: 'pi_1', reason: 'PAYMENT.MONTH_ALREADY_PAID' }),
      }),
    ]);
    expect(w.rows().payments).toEqual([october]);
  });

  it('never records a charge that was refunded, nor refunds it twice', async () => {
    const w = await aPaidCard({ payments: [aPayment().withTransactionId('pi_earlier').forMonth('2026-11').build()] });
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1' }), 'PAYMENT.MONTH_ALREADY_PAID');
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1' }), 'PAYMENT.INTENT_NOT_SUCCEEDED');
    expect(w.gateway.refunded).toEqual(['pi_1']);
  });

  it('refunds a charge whose amount is not what the server would charge', async () => {
    const w = await aPaidCard({}, anIntent().withAmount(1_000_000).build());
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer }), 'PAYMENT.AMOUNT_MISMATCH');
    expect(w.gateway.refunded).toEqual(['pi_1']);
    expect(w.rows().payments).toEqual([]);
  });

  it('refunds a charge of someone who is no longer a member', async () => {
    const w = await aWorld({ apartments: [a101] });
    w.gateway.holds(anIntent().build());
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1' }), 'AGREEMENT.NOT_ACCEPTED');
    expect(w.gateway.refunded).toEqual(['pi_1']);
  });

  it('refunds a charge for a month the lease does not let the member pay, whichever path reports it', async () => {
    const w = await aPaidCard({}, anIntent().withMetadata({ month: '2026-05', monthKey: '2026-05' }).build());
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1' }), 'PAYMENT.MONTH_NOT_PAYABLE');
    expect(w.gateway.refunded).toEqual(['pi_1']);
    expect(w.rows().payments).toEqual([]);
  });

  it('refunds a charge made under an agreement that ended, even when the same person was accepted again since', async () => {
    const ended = anAgreement().withId('agr-old').by(member).on(a101).withStatus('ended').build();
    const current = anAgreement().withId('agr-new').by(member).on(a101).accepted().build();
    const w = await aPaidCard(
      { agreements: [ended, current] },
      anIntent().withMetadata({ agreementId: 'agr-old' }).build(),
    );
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1', reportedBy: payer }), 'AGREEMENT.NOT_ACCEPTED');
    expect(w.gateway.refunded).toEqual(['pi_1']);
    expect(w.rows().payments).toEqual([]);
  });

  it('logs loudly when the refund itself fails, and still refuses', async () => {
    const w = await aPaidCard({}, anIntent().withAmount(1).build());
    w.gateway.refundFails = true;
    await expectRefusal(recorder(w).execute({ transactionId: 'pi_1' }), 'PAYMENT.AMOUNT_MISMATCH');
    expect(w.logger.entries).toEqual([
      expect.objectContaining({
        level: 'error',
        message: expect.stringContaining('REFUND FAILED'),
        details: expect.objectContaining({ intentId: 'pi_1' }),
      }),
    ]);
  });

  it('keeps the charge when the database is down, so a later report can record it', async () => {
    const w = await aPaidCard();
    await expectRefusal(
      recorder(w, failingOn(w.payments, 'add')).execute({ transactionId: 'pi_1' }),
      'SERVICE.UNAVAILABLE',
    );
    expect(w.gateway.refunded).toEqual([]);
    expect(await recorder(w).execute({ transactionId: 'pi_1' })).toEqual({ ...expected, id: 'id-2' });
  });

  it.each<ErrorCode>(['PAYMENT.DUPLICATE_TRANSACTION', 'PAYMENT.MONTH_ALREADY_PAID'])(
    'answers the row of a concurrent report of the same charge instead of refunding it (store says %s)',
    async (code) => {
      const winner = { ...expected, id: 'pay-winner' };
      const w = await aPaidCard({ payments: [winner] });
      let firstLookup = true;
      const racing: Payments = {
        listFor: (email) => w.payments.listFor(email),
        byReceiptNumber: (n) => w.payments.byReceiptNumber(n),
        listForMonth: (key) => w.payments.listForMonth(key),
        listAll: () => w.payments.listAll(),
        paidMonths: () => w.payments.paidMonths(),
        // The other report had not committed when this one looked...
        byTransactionId: async (id) =>
          firstLookup ? ((firstLookup = false), undefined) : w.payments.byTransactionId(id),
        // ...and had when this one inserted; databases differ in which unique constraint they then name.
        add: async () => {
          throw new DomainError(code, 'unique violation');
        },
      };
      expect(await recorder(w, racing).execute({ transactionId: 'pi_1', reportedBy: payer })).toEqual(winner);
      expect(w.gateway.refunded).toEqual([]);
      expect(w.rows().payments).toEqual([winner]);
    },
  );

  it('keeps the money when the store says the charge is recorded but the row cannot be read yet', async () => {
    const w = await aPaidCard();
    const invisible: Payments = {
      listFor: (email) => w.payments.listFor(email),
      byReceiptNumber: (n) => w.payments.byReceiptNumber(n),
      listForMonth: (key) => w.payments.listForMonth(key),
      listAll: () => w.payments.listAll(),
      paidMonths: () => w.payments.paidMonths(),
      byTransactionId: async () => undefined,
      add: async () => {
        throw new DomainError('PAYMENT.DUPLICATE_TRANSACTION', 'unique violation');
      },
    };
    await expectRefusal(recorder(w, invisible).execute({ transactionId: 'pi_1' }), 'PAYMENT.DUPLICATE_TRANSACTION');
    expect(w.gateway.refunded).toEqual([]);
  });
});

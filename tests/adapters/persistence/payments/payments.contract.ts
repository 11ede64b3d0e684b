import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { AT, aPayment } from '../../../support/builders.ts';
import { poisha } from '../../../../domain/shared/money.ts';

export function paymentsContract(store: () => Persistence) {
  describe('Payments', () => {
    const october = aPayment().build();
    const november = {
      ...aPayment().withId('pay-2').forMonth('2026-11').withTransactionId('pi_nov').build(),
      month: 'November 2026',
      couponCode: 'SAVE10',
      couponLimit: 'every-month' as const,
      discount: 10,
      amountMinor: poisha(1_080_000),
      paidAt: new Date(AT.getTime() + 86_400_000),
    };

    it('records payments and lists a user’s own, newest first, every field intact', async () => {
      await store().payments.add(october);
      await store().payments.add(november);
      await store().payments.add(
        aPayment().withId('pay-other').by('karim@example.com').withTransactionId('pi_k').build(),
      );
      const listed = await store().payments.listFor('rahim@example.com');
      // Recording numbers the receipts in order: october was the building's first, november its second.
      expect(listed).toEqual([
        { ...november, receiptNumber: 2 },
        { ...october, receiptNumber: 1 },
      ]);
      expect(listed[1]).not.toHaveProperty('couponCode');
      expect(await store().payments.listFor('nobody@example.com')).toEqual([]);
    });

    it('breaks ties of the same instant by id, newest id first', async () => {
      const a = aPayment().withId('pay-a').forMonth('2026-01').withTransactionId('pi_a').build();
      const b = aPayment().withId('pay-b').forMonth('2026-02').withTransactionId('pi_b').build();
      await store().payments.add(a);
      await store().payments.add(b);
      expect((await store().payments.listFor(a.userEmail)).map((p) => p.id)).toEqual(['pay-b', 'pay-a']);
    });

    it('finds a payment by its transaction id', async () => {
      const recorded = await store().payments.add(november);
      expect(recorded).toEqual({ ...november, receiptNumber: 1 });
      expect(await store().payments.byTransactionId('pi_nov')).toEqual(recorded);
      expect(await store().payments.byTransactionId('pi_none')).toBeUndefined();
    });

    it('refuses a second payment for the same month with PAYMENT.MONTH_ALREADY_PAID', async () => {
      await store().payments.add(october);
      const again = aPayment().withId('pay-again').withTransactionId('pi_again').build();
      await expect(store().payments.add(again)).rejects.toMatchObject({ code: 'PAYMENT.MONTH_ALREADY_PAID' });
      expect(await store().payments.listFor(october.userEmail)).toEqual([{ ...october, receiptNumber: 1 }]);
    });

    it('lets a member use a once-per-member coupon once, and an every-month one every month', async () => {
      const withCoupon = (
        id: string,
        month: string,
        limit: 'once-per-member' | 'every-month',
        email = 'rahim@example.com',
      ) => ({
        ...aPayment().withId(id).by(email).forMonth(month).withTransactionId(`pi_${id}`).build(),
        couponCode: limit === 'once-per-member' ? 'WELCOME10' : 'SAVE10',
        couponLimit: limit,
        discount: 10,
        amountMinor: poisha(1_080_000),
      });
      await store().payments.add(withCoupon('w1', '2026-09', 'once-per-member'));
      await expect(store().payments.add(withCoupon('w2', '2026-10', 'once-per-member'))).rejects.toMatchObject({
        code: 'COUPON.ALREADY_USED',
      });
      await store().payments.add(withCoupon('w3', '2026-10', 'once-per-member', 'karim@example.com'));
      await store().payments.add(withCoupon('s1', '2026-10', 'every-month'));
      await store().payments.add(withCoupon('s2', '2026-11', 'every-month'));
      const mine = await store().payments.listFor('rahim@example.com');
      expect(mine.map((p) => [p.monthKey, p.couponCode, p.couponLimit]).sort()).toEqual([
        ['2026-09', 'WELCOME10', 'once-per-member'],
        ['2026-10', 'SAVE10', 'every-month'],
        ['2026-11', 'SAVE10', 'every-month'],
      ]);
      expect(
        (await store().payments.paidMonths()).sort(
          (a, b) => a.userEmail.localeCompare(b.userEmail) || a.monthKey.localeCompare(b.monthKey),
        ),
      ).toEqual([
        { userEmail: 'karim@example.com', monthKey: '2026-10' },
        { userEmail: 'rahim@example.com', monthKey: '2026-09' },
        { userEmail: 'rahim@example.com', monthKey: '2026-10' },
        { userEmail: 'rahim@example.com', monthKey: '2026-11' },
      ]);
    });

    it('lets another user pay for the same month', async () => {
      await store().payments.add(october);
      await store().payments.add(aPayment().withId('pay-k').by('karim@example.com').withTransactionId('pi_k').build());
      expect(await store().payments.listFor('karim@example.com')).toHaveLength(1);
    });

    it('lists every member’s payments, oldest first, as recorded', async () => {
      const later = aPayment()
        .withId('pay-k')
        .by('karim@example.com')
        .withTransactionId('pi_k')
        .paidAt(new Date(october.paidAt.getTime() + 60_000))
        .build();
      const k = await store().payments.add(later);
      const r = await store().payments.add(october);
      expect(await store().payments.listAll()).toEqual([r, k]);
    });

    it('refuses a transaction id already recorded with PAYMENT.DUPLICATE_TRANSACTION', async () => {
      await store().payments.add(october);
      const sameCharge = aPayment().withId('pay-dup').forMonth('2026-12').build();
      await expect(store().payments.add(sameCharge)).rejects.toMatchObject({ code: 'PAYMENT.DUPLICATE_TRANSACTION' });
    });

    it('reports the same charge reported twice as a duplicate transaction, never as a month already paid', async () => {
      await store().payments.add(october);
      const reportedAgain = { ...october, id: 'pay-again' };
      await expect(store().payments.add(reportedAgain)).rejects.toMatchObject({
        code: 'PAYMENT.DUPLICATE_TRANSACTION',
      });
      await expect(store().uow.run(() => store().payments.add(reportedAgain))).rejects.toMatchObject({
        code: 'PAYMENT.DUPLICATE_TRANSACTION',
      });
    });

    it('numbers receipts one after another and never issues a number twice, not even after a refused payment', async () => {
      const first = await store().payments.add(october);
      await expect(
        store().payments.add({ ...october, id: 'pay-refused', transactionId: 'pi_refused' }),
      ).rejects.toMatchObject({
        code: 'PAYMENT.MONTH_ALREADY_PAID',
      });
      await expect(
        store().uow.run(() => store().payments.add({ ...october, id: 'pay-refused-2', transactionId: 'pi_r2' })),
      ).rejects.toMatchObject({
        code: 'PAYMENT.MONTH_ALREADY_PAID',
      });
      const second = await store().payments.add(november);
      expect([first.receiptNumber, second.receiptNumber]).toEqual([1, 2]);
      expect(await store().payments.byReceiptNumber(2)).toEqual(second);
      expect(await store().payments.byReceiptNumber(3)).toBeUndefined();
    });

    it('lists every member’s payment for one month', async () => {
      await store().payments.add(october);
      await store().payments.add(november);
      await store().payments.add(aPayment().withId('pay-k').by('karim@example.com').withTransactionId('pi_k').build());
      const monthKey = october.monthKey;
      const listed = await store().payments.listForMonth(monthKey);
      expect(listed.map((p) => p.userEmail)).toEqual(['karim@example.com', 'rahim@example.com']);
      expect(await store().payments.listForMonth('1999-01')).toEqual([]);
    });
  });
}

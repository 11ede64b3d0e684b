import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { aCoupon, anAgreement, anApartment, aPayment, aUser, AT } from '../../support/builders.ts';

export function unitOfWorkContract(store: () => Persistence) {
  describe('UnitOfWork', () => {
    const apartment = anApartment().build();
    const user = aUser().build();
    const agreement = anAgreement().by(user).on(apartment).build();
    const coupon = aCoupon().build();
    const payment = aPayment().build();
    const announcement = { id: 'n-1', title: 'Lift service', description: 'Tuesday', createdAt: AT, version: 0 };
    const entry = {
      id: 'log-1',
      at: AT,
      actor: 'admin@example.com',
      action: 'coupon.add' as const,
      subject: 'SAVE10',
      after: { discountPercentage: 10 },
    };

    async function writeOneOfEach(s: Persistence) {
      await s.apartments.addMissing([apartment]);
      await s.users.save(user);
      await s.agreements.add(agreement);
      await s.coupons.add(coupon);
      await s.announcements.add(announcement);
      await s.payments.add(payment);
      await s.audit.append(entry);
    }

    async function everything(s: Persistence) {
      return {
        apartments: await s.apartments.count(),
        users: await s.users.count(),
        agreement: await s.agreements.byId(agreement.id),
        coupons: await s.coupons.list(),
        announcements: await s.announcements.list(),
        payments: await s.payments.listFor(payment.userEmail),
        audit: (await s.audit.list({}, { page: 1, limit: 10 })).items,
      };
    }

    it('commits every write of a run that succeeds and returns its value', async () => {
      const s = store();
      expect(await s.uow.run(async () => (await writeOneOfEach(s), 'done'))).toBe('done');
      expect(await everything(s)).toEqual({
        apartments: 1,
        users: 1,
        agreement,
        coupons: [coupon],
        announcements: [announcement],
        payments: [{ ...payment, receiptNumber: 1 }],
        audit: [entry],
      });
    });

    it('leaves nothing behind when the work throws, and rethrows the very error', async () => {
      const s = store();
      const failure = new Error('the work failed after writing everywhere');
      await expect(
        s.uow.run(async () => {
          await writeOneOfEach(s);
          expect(await s.users.count()).toBe(1); // the run reads its own writes
          throw failure;
        }),
      ).rejects.toBe(failure);
      expect(await everything(s)).toEqual({
        apartments: 0,
        users: 0,
        agreement: undefined,
        coupons: [],
        announcements: [],
        payments: [],
        audit: [],
      });
    });

    it('leaves nothing behind when a repository refuses a write half-way', async () => {
      const s = store();
      await s.coupons.add(coupon);
      await expect(
        s.uow.run(async () => {
          await s.apartments.addMissing([apartment]);
          await s.users.save(user);
          await s.coupons.add({ ...coupon, id: 'coupon-twin', code: 'save10' });
        }),
      ).rejects.toMatchObject({ code: 'COUPON.DUPLICATE_CODE' });
      expect(await s.apartments.count()).toBe(0);
      expect(await s.users.count()).toBe(0);
    });

    it('stays usable after a refused write the work chose to handle', async () => {
      const s = store();
      await s.payments.add(payment);
      await s.uow.run(async () => {
        await s.users.save(user);
        await expect(s.payments.add({ ...payment, id: 'pay-2', transactionId: 'pi_2' })).rejects.toMatchObject({
          code: 'PAYMENT.MONTH_ALREADY_PAID',
        });
        await s.coupons.add(coupon);
      });
      expect(await s.users.count()).toBe(1);
      expect(await s.coupons.list()).toEqual([coupon]);
    });

    it('joins a run started inside another: the outer failure undoes the inner writes', async () => {
      const s = store();
      await expect(
        s.uow.run(async () => {
          await s.uow.run(() => s.users.save(user));
          await s.uow.run(() => s.coupons.add(coupon));
          throw new Error('outer failure');
        }),
      ).rejects.toThrow('outer failure');
      expect(await s.users.count()).toBe(0);
      expect(await s.coupons.list()).toEqual([]);
    });

    it('runs a request in its own context, with units of work inside it', async () => {
      const s = store();
      const result = await s.inRequestContext(async () => {
        await s.uow.run(() => s.users.save(user));
        await expect(s.uow.run(() => s.users.save({ ...user, id: 'other' }))).rejects.toMatchObject({
          code: 'USER.EMAIL_TAKEN',
        });
        return s.users.byEmail(user.email);
      });
      expect(result).toEqual(user);
      const twoRequests = await Promise.all([
        s.inRequestContext(() => s.users.count()),
        s.inRequestContext(() => s.uow.run(() => s.coupons.add(coupon)).then(() => s.coupons.list())),
      ]);
      expect(twoRequests).toEqual([1, [coupon]]);
    });

    it('answers a ping while the store is up', async () => {
      await expect(store().ping()).resolves.toBeUndefined();
    });
  });
}

import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { toggle } from '../../../../domain/coupons/coupon.ts';
import { aCoupon } from '../../../support/builders.ts';

export function couponsContract(store: () => Persistence) {
  describe('Coupons', () => {
    const save10 = aCoupon().build();
    const eid15 = aCoupon().withId('coupon-eid15').withCode('EID15').withDiscount(15).build();
    const winter = aCoupon().withId('coupon-winter').withCode('WINTER5').withDiscount(5).inactive().build();

    it("keeps a coupon's use limit and expiry day", async () => {
      const welcome = aCoupon()
        .withId('coupon-welcome')
        .withCode('WELCOME10')
        .oncePerMember()
        .expiringOn('2026-12-31')
        .build();
      await store().coupons.add(welcome);
      expect(await store().coupons.byCode('welcome10')).toEqual(welcome);
      await store().coupons.add(save10);
      expect(await store().coupons.byCode('SAVE10')).not.toHaveProperty('expiresOn');
    });

    it('adds and finds a coupon by its code in any case', async () => {
      await store().coupons.add(save10);
      expect(await store().coupons.byCode('SAVE10')).toEqual(save10);
      expect(await store().coupons.byCode('save10')).toEqual(save10);
      expect(await store().coupons.byCode(' Save10 ')).toEqual(save10);
      expect(await store().coupons.byCode('SAVE20')).toBeUndefined();
    });

    it('refuses a code that exists in another case with COUPON.DUPLICATE_CODE', async () => {
      await store().coupons.add(save10);
      const twin = aCoupon().withId('coupon-twin').withCode('save10').withDiscount(50).build();
      await expect(store().coupons.add(twin)).rejects.toMatchObject({
        code: 'COUPON.DUPLICATE_CODE',
        message: 'A coupon with code SAVE10 already exists',
      });
      expect(await store().coupons.list()).toEqual([save10]);
    });

    it('lists all coupons by code, or only the active ones', async () => {
      await store().coupons.add(winter);
      await store().coupons.add(save10);
      await store().coupons.add(eid15);
      expect((await store().coupons.list()).map((c) => c.code)).toEqual(['EID15', 'SAVE10', 'WINTER5']);
      expect((await store().coupons.list({ activeOnly: false })).length).toBe(3);
      expect(await store().coupons.list({ activeOnly: true })).toEqual([eid15, save10]);
    });

    it('switches a coupon off and on, and says so only when it changed', async () => {
      await store().coupons.add(save10);
      expect(await store().coupons.setActive('save10', false)).toBe(true);
      expect(await store().coupons.byCode('SAVE10')).toEqual(toggle(save10));
      expect(await store().coupons.list({ activeOnly: true })).toEqual([]);
      // Off already: someone else switched it first, and nothing is written.
      expect(await store().coupons.setActive('SAVE10', false)).toBe(false);
      expect(await store().coupons.setActive('Save10', true)).toBe(true);
      expect(await store().coupons.byCode('SAVE10')).toEqual(save10);
    });

    it('switches no unknown coupon', async () => {
      expect(await store().coupons.setActive('SAVE10', false)).toBe(false);
      expect(await store().coupons.list()).toEqual([]);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { AddCoupon } from '../../../application/coupons/add-coupon.ts';
import { CheckCoupon } from '../../../application/coupons/check-coupon.ts';
import { ListCoupons } from '../../../application/coupons/list-coupons.ts';
import { ToggleCoupon } from '../../../application/coupons/toggle-coupon.ts';
import { aCoupon, aPayment } from '../../support/builders.ts';
import { staleOn } from '../../support/fakes.ts';
import { aWorld, expectRefusal, type World } from '../world.ts';

const ADMIN = 'admin@example.com';

const save10 = aCoupon().withId('c-save10').withCode('SAVE10').withDiscount(10).build();
const old5 = aCoupon().withId('c-old5').withCode('OLD5').withDiscount(5).inactive().build();

describe('AddCoupon', () => {
  it('stores an active coupon under its code in capitals', async () => {
    const w = await aWorld();
    const coupon = await new AddCoupon(w.coupons, w.uow, w.ids, w.trail, w.calendar).execute({
      code: ' eid15 ',
      discountPercentage: 15,
      description: 'Eid',
      by: ADMIN,
    });
    expect(coupon).toEqual({
      id: 'id-1',
      code: 'EID15',
      description: 'Eid',
      discountPercentage: 15,
      isActive: true,
      limit: 'once-per-member',
    });
    expect(await w.coupons.byCode('EID15')).toEqual(coupon);
  });

  it('stores a coupon for every month with an expiry day, when asked', async () => {
    const w = await aWorld();
    const coupon = await new AddCoupon(w.coupons, w.uow, w.ids, w.trail, w.calendar).execute({
      code: 'WINTER',
      discountPercentage: 5,
      description: 'Winter',
      limit: 'every-month',
      expiresOn: '2026-11-30',
      by: ADMIN,
    });
    expect(coupon).toMatchObject({ limit: 'every-month', expiresOn: '2026-11-30' });
    expect(await w.coupons.byCode('WINTER')).toEqual(coupon);
  });

  it('refuses an expiry day that has already passed in the building, and stores nothing', async () => {
    const w = await aWorld();
    await expectRefusal(
      new AddCoupon(w.coupons, w.uow, w.ids, w.trail, w.calendar).execute({
        code: 'LATE',
        discountPercentage: 5,
        description: 'x',
        expiresOn: '2026-11-04',
        by: ADMIN,
      }),
      'VALIDATION.INVALID_INPUT',
    );
    expect(await w.coupons.list()).toEqual([]);
  });

  it('refuses a code that exists in another case', async () => {
    const w = await aWorld({ coupons: [save10] });
    await expectRefusal(
      new AddCoupon(w.coupons, w.uow, w.ids, w.trail, w.calendar).execute({
        code: 'save10',
        discountPercentage: 20,
        description: 'x',
        by: ADMIN,
      }),
      'COUPON.DUPLICATE_CODE',
    );
    expect(await w.coupons.list()).toEqual([save10]);
  });

  it.each([0, 101, 12.5, -10])('refuses a discount of %d%%', async (discountPercentage) => {
    const w = await aWorld();
    await expectRefusal(
      new AddCoupon(w.coupons, w.uow, w.ids, w.trail, w.calendar).execute({
        code: 'BAD',
        discountPercentage,
        description: 'x',
        by: ADMIN,
      }),
      'COUPON.INVALID_DISCOUNT',
    );
    expect(await w.coupons.list()).toEqual([]);
  });
});

describe('ToggleCoupon', () => {
  it('switches a coupon off and on again, found by any case of its code', async () => {
    const w = await aWorld({ coupons: [save10] });
    const toggle = new ToggleCoupon(w.coupons, w.uow, w.trail);
    expect(await toggle.execute({ code: 'save10', by: ADMIN })).toEqual({ ...save10, isActive: false });
    expect((await w.coupons.byCode('SAVE10'))?.isActive).toBe(false);
    await toggle.execute({ code: 'Save10', by: ADMIN });
    expect((await w.coupons.byCode('SAVE10'))?.isActive).toBe(true);
  });

  it('tells an admin whose view is stale that someone else switched the coupon, and switches nothing', async () => {
    const w = await aWorld({ coupons: [save10] });
    // What the second admin read before the first one's switch committed.
    const stale = staleOn(w.coupons, 'byCode', save10);
    await new ToggleCoupon(w.coupons, w.uow, w.trail).execute({
      code: 'SAVE10',
      by: ADMIN,
    });
    await expectRefusal(
      new ToggleCoupon(stale, w.uow, w.trail).execute({
        code: 'SAVE10',
        by: 'other@example.com',
      }),
      'COUPON.CHANGED',
    );
    expect((await w.coupons.byCode('SAVE10'))?.isActive).toBe(false);
    expect((await w.audit.list({}, { page: 1, limit: 10 })).total).toBe(1);
  });

  it('refuses an unknown code', async () => {
    const w = await aWorld();
    await expectRefusal(
      new ToggleCoupon(w.coupons, w.uow, w.trail).execute({ code: 'NOPE', by: ADMIN }),
      'COUPON.NOT_FOUND',
    );
  });
});

describe('CheckCoupon', () => {
  const member = { email: 'rahim@example.com' };
  const checker = (w: World) => new CheckCoupon(w.coupons, w.payments, w.calendar);

  it('answers an active coupon, whatever the case typed', async () => {
    const w = await aWorld({ coupons: [save10] });
    expect(await checker(w).execute({ code: 'save10', actor: member })).toEqual(save10);
  });

  it('says when a coupon expired, and still answers on its last day', async () => {
    const lastDay = aCoupon().withCode('NOV').expiringOn('2026-11-05').build();
    const gone = aCoupon().withId('c-oct').withCode('OCT').expiringOn('2026-10-31').build();
    const w = await aWorld({ coupons: [lastDay, gone] });
    expect(await checker(w).execute({ code: 'NOV', actor: member })).toEqual(lastDay);
    await expect(checker(w).execute({ code: 'OCT', actor: member })).rejects.toMatchObject({
      code: 'COUPON.EXPIRED',
      message: 'This coupon expired on 31 Oct 2026',
    });
  });

  it('tells a member who used a once-per-member coupon that they have, and lets others use it', async () => {
    const welcome = aCoupon().withCode('WELCOME10').oncePerMember().build();
    const used = aPayment().withId('p-used').forMonth('2026-09').build();
    const w = await aWorld({
      coupons: [welcome],
      payments: [{ ...used, couponCode: 'WELCOME10', couponLimit: 'once-per-member' }],
    });
    await expect(checker(w).execute({ code: 'welcome10', actor: member })).rejects.toMatchObject({
      code: 'COUPON.ALREADY_USED',
      message: 'You have already used WELCOME10',
    });
    expect(await checker(w).execute({ code: 'WELCOME10', actor: { email: 'karim@example.com' } })).toEqual(welcome);
  });

  it('answers an inactive coupon exactly as an unknown one', async () => {
    const w = await aWorld({ coupons: [old5] });
    const check = checker(w);
    const inactive = await check.execute({ code: 'OLD5', actor: member }).catch((error: unknown) => error);
    const unknown = await check.execute({ code: 'NOPE', actor: member }).catch((error: unknown) => error);
    expect(inactive).toMatchObject({ name: 'DomainError', code: 'COUPON.NOT_FOUND', message: 'Invalid coupon' });
    expect(unknown).toMatchObject({ name: 'DomainError', code: 'COUPON.NOT_FOUND', message: 'Invalid coupon' });
  });
});

describe('ListCoupons', () => {
  it('lists all coupons for the admin and only usable ones (active, not expired) for the home page', async () => {
    const expired = aCoupon().withId('c-oct').withCode('OCT').expiringOn('2026-11-04').build();
    const w = await aWorld({ coupons: [save10, old5, expired] });
    const list = new ListCoupons(w.coupons, w.calendar);
    expect(await list.execute({ activeOnly: false })).toEqual([expired, old5, save10]);
    expect(await list.execute({ activeOnly: true })).toEqual([save10]);
  });
});

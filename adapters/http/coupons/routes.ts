import type { UseCases } from '../../../application/use-cases.ts';
import { codeParam, couponBody } from './contract.ts';
import { couponDto } from './dto.ts';
import { type Route, route, ok } from '../route.ts';
import { z } from 'zod';
import { couponCheckSchema, couponSchema } from './contract.ts';

export function couponsRoutes(u: UseCases): Route[] {
  return [
    route({
      method: 'GET',
      path: '/api/coupons/active',
      access: 'guest',
      rateLimit: 'standard',
      summary: 'Coupons that can be used now',
      response: z.array(couponSchema),
      handle: async () => ok((await u.listCoupons.execute({ activeOnly: true })).map(couponDto)),
    }),
    route({
      method: 'GET',
      path: '/api/payments/coupon/:code',
      access: 'signed-in',
      rateLimit: 'standard',
      summary: 'The discount an active coupon gives; 404 for an unknown or inactive one',
      params: codeParam,
      response: couponCheckSchema,
      handle: async ({ actor, params }) => {
        const coupon = await u.checkCoupon.execute({ ...params, actor });
        return ok({ code: coupon.code, discountPercentage: coupon.discountPercentage });
      },
    }),
    route({
      method: 'GET',
      path: '/api/admin/coupons',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Every coupon, active or not',
      response: z.array(couponSchema),
      handle: async () => ok((await u.listCoupons.execute({ activeOnly: false })).map(couponDto)),
    }),
    route({
      method: 'POST',
      path: '/api/admin/coupons',
      access: 'admin',
      rateLimit: 'standard',
      creates: true,
      summary: 'Add a coupon (codes unique regardless of case; 1-100 %)',
      body: couponBody,
      formFields: true,
      response: couponSchema,
      handle: async ({ actor, body }) => ok(couponDto(await u.addCoupon.execute({ ...body, by: actor.email }))),
    }),
    route({
      method: 'PATCH',
      path: '/api/admin/coupons/:code/toggle',
      access: 'admin',
      rateLimit: 'standard',
      summary: 'Switch a coupon between active and inactive',
      params: codeParam,
      response: couponSchema,
      handle: async ({ actor, params }) => ok(couponDto(await u.toggleCoupon.execute({ ...params, by: actor.email }))),
    }),
  ];
}

/**
 * Coupons: the admin's list and changes, and the discount a code gives. The UI imports this file as
 * `@contract/coupons`, so both ends read one definition.
 */
import { z } from 'zod';
import { COUPON_RULES } from '../../../domain/coupons/coupon.ts';
import { text, formText } from '../shared/contract.ts';

export const codeParam = z.object({ code: text('code', 40) });

export const couponBody = z.object({
  code: formText(COUPON_RULES.code, 40).regex(/^[A-Za-z0-9_-]+$/, COUPON_RULES.code),
  discountPercentage: z
    .number({ error: COUPON_RULES.discountPercentage })
    .int(COUPON_RULES.discountPercentage)
    .min(1, COUPON_RULES.discountPercentage)
    .max(100, COUPON_RULES.discountPercentage),
  description: formText(COUPON_RULES.description, 300),
  limit: z.enum(['once-per-member', 'every-month'], { error: COUPON_RULES.limit }).optional(),
  expiresOn: z
    .string({ error: COUPON_RULES.expiresOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, COUPON_RULES.expiresOn)
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      COUPON_RULES.expiresOn,
    )
    .optional(),
});

export const couponSchema = z.strictObject({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  discountPercentage: z.number(),
  isActive: z.boolean(),
  limit: z.enum(['once-per-member', 'every-month']),
  /** The last day it can be used, YYYY-MM-DD; null: it does not expire. */
  expiresOn: z.string().nullable(),
});
export type CouponDto = z.infer<typeof couponSchema>;

export const couponCheckSchema = z.strictObject({ code: z.string(), discountPercentage: z.number() });
export type CouponCheckDto = z.infer<typeof couponCheckSchema>;

import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const CouponRow = defineEntity({
  name: 'CouponRow',
  tableName: 'coupons',
  properties: {
    id: p.text().primary(),
    code: p.text(),
    /** couponKey(code): what uniqueness and look-ups use, so "save10" and "SAVE10" collide in the index. */
    codeKey: p.text(),
    description: p.text(),
    discountPercentage: p.integer(),
    isActive: p.boolean(),
    useLimit: p.text(),
    expiresOn: p.text().nullable(),
  },
});

export type CouponRow = InferEntity<typeof CouponRow>;

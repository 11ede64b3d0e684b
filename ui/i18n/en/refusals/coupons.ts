/** What the server's refusals say for coupons: the words of each rule it checks, and each refusal code's sentence. */
export const couponsRefusals = {
  'coupons.rule.code': 'Enter a code of up to {max} letters, digits, - or _, like WELCOME10',
  'coupons.rule.discountPercentage': 'Discount must be a whole percentage from {min} to {max}',
  'coupons.rule.description': 'Enter a description of up to {max} characters',
  'coupons.rule.limit': 'Choose how often a member may use it',
  'coupons.rule.expiresOn': 'The expiry day must be a real date, like 31/12/2026',
  'errors.COUPON.NOT_FOUND': 'There is no usable coupon with that code',
  'errors.COUPON.DUPLICATE_CODE': 'A coupon with this code already exists',
  'errors.COUPON.INVALID_DISCOUNT': 'That discount cannot be taken',
  'errors.COUPON.INACTIVE': 'This coupon is switched off',
  'errors.COUPON.CHANGED': 'Someone else switched this coupon just now. Refresh the list.',
  'errors.COUPON.EXPIRED': 'This coupon has expired',
  'errors.COUPON.ALREADY_USED': 'You have already used this coupon',
} as const;

import type { couponsRefusals as english } from '@/i18n/en/refusals/coupons.ts';

export const couponsRefusals: Record<keyof typeof english, string> = {
  'coupons.rule.code': 'সর্বোচ্চ {max}টি ইংরেজি অক্ষর, অঙ্ক, - বা _ দিয়ে একটি কোড লিখুন, যেমন WELCOME10',
  'coupons.rule.discountPercentage': 'ছাড় হতে হবে {min} থেকে {max}-এর মধ্যে একটি পূর্ণ শতাংশ',
  'coupons.rule.description': 'সর্বোচ্চ {max} অক্ষরের একটি বিবরণ লিখুন',
  'coupons.rule.limit': 'একজন সদস্য কত বার এটি ব্যবহার করতে পারবেন, তা বেছে নিন',
  'coupons.rule.expiresOn': 'মেয়াদ শেষের দিনটি একটি সত্যিকারের তারিখ হতে হবে, যেমন 31/12/2026',
  'errors.COUPON.NOT_FOUND': 'এই কোডের কোনো ব্যবহারযোগ্য কুপন পাওয়া যায়নি।',
  'errors.COUPON.DUPLICATE_CODE': 'এই কোডের একটি কুপন আগে থেকেই আছে।',
  'errors.COUPON.INVALID_DISCOUNT': 'এই ছাড় গ্রহণ করা যায় না।',
  'errors.COUPON.INACTIVE': 'কুপনটি এখন বন্ধ আছে।',
  'errors.COUPON.CHANGED': 'এইমাত্র অন্য কেউ কুপনটি চালু বা বন্ধ করেছেন। তালিকাটি নতুন করে দেখুন।',
  'errors.COUPON.EXPIRED': 'কুপনটির মেয়াদ শেষ হয়ে গেছে।',
  'errors.COUPON.ALREADY_USED': 'আপনি এই কুপনটি আগেই ব্যবহার করেছেন।',
};

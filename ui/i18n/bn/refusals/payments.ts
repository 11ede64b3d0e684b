import type { paymentsRefusals as english } from '@/i18n/en/refusals/payments.ts';

export const paymentsRefusals: Record<keyof typeof english, string> = {
  'errors.PAYMENT.INVALID_MONTH': 'দেওয়া মাসটি সঠিক নয়।',
  'errors.PAYMENT.MONTH_ALREADY_PAID': 'এই মাসের ভাড়া আগেই পরিশোধ করা হয়েছে।',
  'errors.PAYMENT.MONTH_NOT_PAYABLE': 'এই মাসের ভাড়া পরিশোধ করা যায় না।',
  'errors.PAYMENT.DUPLICATE_TRANSACTION': 'এই লেনদেনটি আগেই লিপিবদ্ধ হয়েছে।',
  'errors.PAYMENT.RECORDED_FOR_ANOTHER_MONTH': 'কার্ডের এই পেমেন্টটি অন্য একটি মাসের ভাড়া হিসেবে আগেই লিপিবদ্ধ হয়েছে।',
  'errors.PAYMENT.AMOUNT_MISMATCH': 'টাকার পরিমাণ বকেয়া ভাড়ার সাথে মেলে না।',
  'errors.PAYMENT.INTENT_NOT_FOUND': 'পেমেন্টটি খুঁজে পাওয়া যায়নি।',
  'errors.PAYMENT.INTENT_NOT_SUCCEEDED': 'কার্ডের এই পেমেন্টটি সফল অবস্থায় নেই, তাই এটি দিয়ে এই কাজ করা যায় না।',
  'errors.PAYMENT.INTENT_MISMATCH': 'পেমেন্টটি মেলে না: এটি অন্য কারও, অথবা অন্য মাসের।',
  'errors.PAYMENT.CARD_DECLINED': 'কার্ডটি গ্রহণ করা হয়নি। কার্ডের তথ্য দেখে নিন, অথবা অন্য কার্ড ব্যবহার করুন।',
  'errors.PAYMENT.PROVIDER_FAILED': 'পেমেন্ট সেবাটি অনুরোধটি সম্পন্ন করতে পারেনি।',
  'errors.PAYMENT.RECEIPT_NOT_FOUND': 'এমন কোনো রসিদ পাওয়া যায়নি।',
  'errors.PAYMENT.REPORT_NOT_FOUND': 'এমন কোনো পেমেন্টের খবর নেই।',
  'errors.PAYMENT.REPORT_DECIDED': 'এই পেমেন্টের খবরের সিদ্ধান্ত আগেই হয়ে গেছে, হয়তো অন্য কোনো অ্যাডমিন করেছেন।',
  'errors.PAYMENT.NOTHING_OWED': 'আপনার আগের লিজের হিসাব মিটে গেছে: জানানোর মতো কোনো পেমেন্ট নেই।',
};

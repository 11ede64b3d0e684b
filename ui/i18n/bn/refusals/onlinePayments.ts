import type { onlinePaymentsRefusals as english } from '@/i18n/en/refusals/onlinePayments.ts';

export const onlinePaymentsRefusals: Record<keyof typeof english, string> = {
  'errors.ONLINEPAYMENT.OFF': 'এই ভবনে বিকাশ, নগদ বা কার্ডে অনলাইনে পরিশোধের ব্যবস্থা নেই।',
  'errors.ONLINEPAYMENT.NOT_FOUND': 'এমন কোনো অনলাইন পেমেন্ট নেই।',
  'errors.ONLINEPAYMENT.NOT_VALIDATED': 'পেমেন্ট গেটওয়ে এই পেমেন্টটি নিশ্চিত করেনি, তাই কিছুই লিপিবদ্ধ হয়নি।',
};

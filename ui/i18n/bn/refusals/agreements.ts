import type { agreementsRefusals as english } from '@/i18n/en/refusals/agreements.ts';

export const agreementsRefusals: Record<keyof typeof english, string> = {
  'agreements.reject.reasonRule': 'সর্বোচ্চ {max} অক্ষরে কারণ লিখুন, অথবা কিছুই লিখবেন না',
  'agreements.rule.rent': 'মাসিক ভাড়া পূর্ণ টাকায় লিখুন, ৳{min} থেকে ৳{max}',
  'agreements.rule.endMonth': 'শুরুর মাসের আগে নয় এমন একটি শেষ মাস বেছে নিন, অথবা কোনোটিই নয়',
  'agreements.rule.advanceMonths':
    'আগাম দেওয়া ভাড়ার মাস লিখুন: {min} থেকে {max} পর্যন্ত একটি পূর্ণ সংখ্যা, এবং চুক্তির মাসের চেয়ে বেশি নয়',
  'agreements.rule.deposit': 'জামানত পূর্ণ টাকায় লিখুন, ৳{min} থেকে {max} মাসের ভাড়া পর্যন্ত',
  'errors.AGREEMENT.NOT_FOUND': 'ভাড়ার চুক্তি বা অনুরোধটি খুঁজে পাওয়া যায়নি।',
  'errors.AGREEMENT.OPEN_EXISTS': 'আপনার একটি ভাড়ার অনুরোধ বা চুক্তি আগে থেকেই চালু আছে।',
  'errors.AGREEMENT.ALREADY_DECIDED': 'এই অনুরোধের সিদ্ধান্ত আগেই হয়ে গেছে। তালিকাটি নতুন করে দেখুন।',
  'errors.AGREEMENT.ALREADY_ACCEPTED': 'এই অনুরোধটি আগেই গৃহীত হয়েছে, হয়তো অন্য কোনো অ্যাডমিন করেছেন।',
  'errors.AGREEMENT.ALREADY_REJECTED': 'এই অনুরোধটি আগেই নাকচ হয়েছে, হয়তো অন্য কোনো অ্যাডমিন করেছেন।',
  'errors.AGREEMENT.NOT_ACCEPTED': 'ভাড়ার চুক্তিটি এই কাজের জন্য বহাল অবস্থায় নেই। দরকার হলে অ্যাডমিনের সাথে যোগাযোগ করুন।',
  'errors.AGREEMENT.INVALID_START': 'ভাড়া শুরু হতে পারে অনুরোধের মাসে বা তার পরের মাসে।',
};

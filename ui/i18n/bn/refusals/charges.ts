import type { chargesRefusals as english } from '@/i18n/en/refusals/charges.ts';

export const chargesRefusals: Record<keyof typeof english, string> = {
  'charges.rule.name': 'চার্জের নাম লিখুন, সর্বোচ্চ {max} অক্ষর',
  'charges.rule.fromMonth': 'কোন মাস থেকে বিল হবে তা বেছে নিন',
  'charges.rule.untilMonth': 'কোন মাস পর্যন্ত বিল হবে তা বেছে নিন: প্রথম মাসের আগে নয়, এই মাসের আগেও নয়',
  'charges.rule.leases': 'সব লিজ বেছে নিন, নয়তো {min} থেকে {max}টি চালু লিজ',
  'errors.CHARGE.RECURRING_NOT_FOUND': 'এমন কোনো নিয়মিত চার্জ নেই।',
  'errors.CHARGE.RECURRING_CHANGED': 'এর মধ্যে এই নিয়মিত চার্জটি বদলে গেছে, হয়তো অন্য কোনো অ্যাডমিন বদলেছেন।',
  'errors.CHARGE.RECURRING_ENDED': 'এই চার্জটি আগেই এর আগে শেষ হয়; পরের মাসগুলোর জন্য নতুন একটি চার্জ যোগ করুন।',
  'errors.CHARGE.IMPORT_INVALID': 'বিলগুলো নেওয়া যায়নি: একটি লাইনে ভুল আছে।',
  'errors.CHARGE.IMPORT_TOO_MANY_ROWS': 'একটি স্প্রেডশিটে সর্বোচ্চ {limit}টি বিল নেওয়া যায়; ফাইলটি ভাগ করে ছোট ফাইলে দিন।',
};

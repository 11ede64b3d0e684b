import type { membersRefusals as english } from '@/i18n/en/refusals/members.ts';

export const membersRefusals: Record<keyof typeof english, string> = {
  'errors.USER.NOT_FOUND': 'অ্যাকাউন্টটি খুঁজে পাওয়া যায়নি।',
  'errors.USER.EMAIL_TAKEN': 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
  'errors.USER.IS_ADMIN': 'একজন অ্যাডমিনকে সদস্য হিসেবে বাদ দেওয়া যায় না।',
  'errors.USER.NOT_MEMBER': 'এই ব্যবহারকারী এখন আর সদস্য নন। তালিকাটি নতুন করে দেখুন।',
  'errors.USER.ROLE_CHANGED': 'এর মধ্যে অ্যাকাউন্টটি বদলে গেছে। নতুন করে দেখে আবার চেষ্টা করুন।',
};

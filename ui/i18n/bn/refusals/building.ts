import type { buildingRefusals as english } from '@/i18n/en/refusals/building.ts';

export const buildingRefusals: Record<keyof typeof english, string> = {
  'building.rule.name': 'ভবনের নাম {min} থেকে {max} অক্ষরের মধ্যে হতে হবে',
  'building.rule.address': 'ঠিকানা {min} থেকে {max} অক্ষরের মধ্যে হতে হবে',
  'building.rule.latitude': 'অক্ষাংশ হতে হবে {min} থেকে {max}-এর মধ্যে একটি সংখ্যা, যেমন 23.8103',
  'building.rule.longitude': 'দ্রাঘিমাংশ হতে হবে {min} থেকে {max}-এর মধ্যে একটি সংখ্যা, যেমন 90.4125',
  'building.rule.phone': 'ফোন নম্বরে {min} থেকে {max}টি অঙ্ক থাকতে হবে, যেমন +880 1711-000000',
  'building.rule.email': 'একটি ইমেইল ঠিকানা লিখুন, যেমন office@example.com',
  'building.rule.emergencyPhone': 'জরুরি ফোন নম্বরে {min} থেকে {max}টি অঙ্ক থাকতে হবে, যেমন +880 1711-000000',
  'building.schedule.dueDayRule': 'ভাড়ার তারিখ মাসের ১ থেকে ২৮-এর মধ্যে হতে হবে',
  'building.schedule.daysBeforeRule': 'আগাম রিমাইন্ডার যাবে ভাড়ার তারিখের ১ থেকে ১৪ দিন আগে, অথবা একেবারেই যাবে না',
  'building.schedule.daysAfterRule': 'বকেয়া রিমাইন্ডার যাবে ভাড়ার তারিখের ১ থেকে ২০ দিন পরে, অথবা একেবারেই যাবে না',
  'errors.BUILDING.CHANGED': 'অন্য কেউ ভবনের তথ্য বদলেছেন; দেখতে পাতাটি আবার লোড করুন।',
  'errors.SCHEDULE.CHANGED': 'অন্য কেউ ভাড়ার সময়সূচি বদলেছেন; দেখতে পাতাটি আবার লোড করুন।',
};

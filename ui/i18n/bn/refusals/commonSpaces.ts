import type { commonSpacesRefusals as english } from '@/i18n/en/refusals/commonSpaces.ts';

export const commonSpacesRefusals: Record<keyof typeof english, string> = {
  'spaces.rule.name': 'জায়গার নাম লিখুন, {max} অক্ষর পর্যন্ত',
  'spaces.rule.opensAt': 'খোলার সময় বেছে নিন, ঘণ্টা:মিনিট',
  'spaces.rule.closesAt': 'খোলার পরে এমন একটি বন্ধের সময় বেছে নিন, যাতে অন্তত একটি স্লট ধরে',
  'spaces.rule.slotMinutes': 'স্লটের দৈর্ঘ্য বেছে নিন: ৩০, ৬০, ৯০, ১২০, ১৮০, ২৪০ মিনিট',
  'spaces.rule.aheadDays': 'ফ্ল্যাট কত দিন আগে বুক করতে পারে বেছে নিন, ১ থেকে {max}',
  'spaces.rule.monthlyLimit': 'মাসে ফ্ল্যাটপ্রতি কতটি বুকিং রাখা যায় বেছে নিন, ১ থেকে {max}',
  'spaces.rule.fee': '৳০ (বিনা মূল্যে) থেকে ৳{max} পর্যন্ত ফি দিন, দশমিকের পরে বড়জোর দুই ঘর',
  'spaces.rule.spaceId': 'ভবনের একটি জায়গা বেছে নিন',
  'spaces.rule.day': 'আজ থেকে জায়গাটি যত দিন আগে বুক করতে দেয় তার মধ্যে একটি দিন বেছে নিন',
  'spaces.rule.start': 'দিনের একটি খালি স্লট বেছে নিন, খোলার সময়ের মধ্যে এবং যা এখনো পেরোয়নি',
  'spaces.rule.reason': 'কারণ লিখুন, {max} অক্ষর পর্যন্ত',
  'errors.SPACE.NOT_FOUND': 'এমন কোনো জায়গা নেই।',
  'errors.SPACE.RETIRED': 'এই জায়গাটি বন্ধ করা হয়েছে, আর বুকিং নেওয়া হয় না।',
  'errors.SPACE.CHANGED': 'এর মধ্যে জায়গাটি বদলানো হয়েছে; আবার দেখুন।',
  'errors.SPACE.HAS_BOOKINGS': 'এই জায়গার সামনের বুকিং আছে; সেগুলো শেষ বা বাতিল হলে বন্ধ করা যাবে।',
  'errors.BOOKING.NOT_FOUND': 'এমন কোনো বুকিং নেই।',
  'errors.BOOKING.CHANGED': 'এর মধ্যে বুকিংটির উত্তর দেওয়া বা বাতিল করা হয়েছে।',
  'errors.BOOKING.TOO_LATE': 'শুরুর ২৪ ঘণ্টা আগ পর্যন্ত বুকিং বাতিল করা যায়।',
  'errors.BOOKING.LIMIT_REACHED': 'এই মাসে আপনার ফ্ল্যাট এই জায়গার যতগুলো বুকিং রাখতে পারে, ততগুলো আগেই আছে।',
  'errors.BOOKING.SLOT_TAKEN': 'এইমাত্র অন্য কেউ এই সময়টি বুক করেছেন; অন্য একটি বেছে নিন।',
};

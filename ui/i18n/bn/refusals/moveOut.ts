import type { moveOutRefusals as english } from '@/i18n/en/refusals/moveOut.ts';

export const moveOutRefusals: Record<keyof typeof english, string> = {
  'moveOut.rule.amount': '৳{min}-এর বেশি এবং ৳{max} পর্যন্ত পূর্ণ টাকার পরিমাণ লিখুন',
  'moveOut.rule.reason': 'কর্তনের কারণ লিখুন, সর্বোচ্চ {max} অক্ষরে',
  'moveOut.rule.restOwed':
    'কর্তন জমা থাকা জামানতের চেয়ে বেশি: বাকিটা বাসিন্দার কাছে চার্জ করতে "বাকিটা পাওনা" বেছে নিন, অথবা কম কর্তন করুন',
  'moveOut.rule.method': 'ফেরত কীভাবে দেওয়া হয়েছে বেছে নিন: নগদ টাকা, ব্যাংক, চেক, বিকাশ, নগদ অ্যাপ',
  'moveOut.rule.reference': 'লেনদেন বা চেকের রেফারেন্স লিখুন, সর্বোচ্চ {max} অক্ষরে (নগদ টাকা ছাড়া আবশ্যক)',
  'errors.FINAL.NOT_FOUND': 'এই লিজের কোনো চূড়ান্ত হিসাব নেই।',
  'errors.FINAL.ALREADY_SETTLED': 'এই চূড়ান্ত হিসাব আগেই নিষ্পত্তি করা হয়েছে, হয়তো অন্য কোনো অ্যাডমিন করেছেন।',
  'errors.FINAL.CHANGED': 'অন্য কেউ এই চূড়ান্ত হিসাব বদলেছেন; দেখতে পাতাটি আবার লোড করুন।',
  'errors.FINAL.DEDUCTION_NOT_FOUND': 'এই হিসাবে এমন কোনো কর্তন নেই।',
};

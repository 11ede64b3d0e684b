import type { lateFeesRefusals as english } from '@/i18n/en/refusals/lateFees.ts';

export const lateFeesRefusals: Record<keyof typeof english, string> = {
  'lateFees.rule.enabled': 'বিলম্ব ফি নেওয়া হবে কি না বেছে নিন: চালু বা বন্ধ',
  'lateFees.rule.graceDays': 'ভাড়া দেওয়ার শেষ দিনের পর {min} থেকে {max} দিন পর্যন্ত ছাড় দিন',
  'lateFees.rule.basis': 'একটি নির্দিষ্ট পরিমাণ অথবা মাসের বাকি ভাড়ার একটি শতাংশ বেছে নিন',
  'lateFees.rule.amount': '৳{min}-এর বেশি এবং ৳{max} পর্যন্ত একটি নির্দিষ্ট ফি লিখুন, দশমিকের পর সর্বোচ্চ দুই অঙ্ক',
  'lateFees.rule.percent': '{min}-এর বেশি এবং {max} পর্যন্ত একটি শতাংশ লিখুন, দশমিকের পর সর্বোচ্চ দুই অঙ্ক',
  'lateFees.rule.cap': 'সর্বোচ্চ সীমা ৳{min} থেকে ৳{max}-এর মধ্যে পূর্ণ টাকায় লিখুন, অথবা সীমা না চাইলে খালি রাখুন',
  'errors.LATEFEE.CHANGED': 'অন্য কেউ বিলম্ব ফি-র নিয়ম বদলেছেন; দেখতে পাতাটি আবার লোড করুন।',
  'errors.LATEFEE.ALREADY_ADDED': 'এই মাসের বিলম্ব ফি এই লিজের হিসাবে আগেই যোগ হয়েছে।',
};

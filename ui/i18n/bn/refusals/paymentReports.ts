import type { paymentReportsRefusals as english } from '@/i18n/en/refusals/paymentReports.ts';

export const paymentReportsRefusals: Record<keyof typeof english, string> = {
  'paymentReports.rule.amount': '৳০-এর বেশি এবং সর্বোচ্চ ৳১,০০,০০,০০০ পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ দুই ঘর',
  'paymentReports.rule.paidOn': 'যেদিন টাকা দিয়েছেন সেদিনটি বেছে নিন: ভবিষ্যতের নয়, লিজ শুরুর আগেরও নয়',
  'paymentReports.rule.method': 'কীভাবে দিয়েছেন বেছে নিন: ব্যাংক, বিকাশ, নগদ বা চেক',
  'paymentReports.rule.reference': 'লেনদেন বা চেকের রেফারেন্স লিখুন, সর্বোচ্চ {max} অক্ষর',
  'paymentReports.rule.note': 'সর্বোচ্চ {max} অক্ষরের নোট লিখুন, বা কিছুই না',
  'paymentReports.rule.reason': 'কারণ লিখুন, সর্বোচ্চ {max} অক্ষর',
};

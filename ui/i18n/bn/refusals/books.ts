import type { booksRefusals as english } from '@/i18n/en/refusals/books.ts';

export const booksRefusals: Record<keyof typeof english, string> = {
  'books.rule.amount': '৳{min}-এর বেশি এবং ৳{max} পর্যন্ত একটি পরিমাণ লিখুন, দশমিকের পরে সর্বোচ্চ দুই অঙ্ক',
  'books.rule.paidOn': 'যেদিন টাকা পাওয়া গেছে সেই দিনটি বেছে নিন: ভবিষ্যতের নয়, আর লিজ শুরুর আগের নয়',
  'books.rule.method': 'কীভাবে দেওয়া হয়েছে বেছে নিন: নগদ টাকা, ব্যাংক, চেক, বিকাশ, নগদ',
  'books.rule.reference': 'লেনদেন বা চেকের রেফারেন্স লিখুন, সর্বোচ্চ {max} অক্ষর (ব্যাংক, চেক, বিকাশ ও নগদের জন্য আবশ্যক)',
  'books.rule.note': 'সর্বোচ্চ {max} অক্ষরের একটি নোট লিখুন, অথবা কিছু না',
  'books.rule.kind': 'চার্জটি কিসের জন্য বেছে নিন: সার্ভিস, গ্যাস, পানি, বিদ্যুৎ, মেরামত, জরিমানা, অন্যান্য',
  'books.rule.month': 'লিজের আওতায় থাকা একটি মাস বেছে নিন',
  'books.rule.label': 'চার্জটি কিসের জন্য লিখুন, সর্বোচ্চ {max} অক্ষর',
  'books.rule.reason': 'কারণ লিখুন, সর্বোচ্চ {max} অক্ষর',
  'errors.LEDGER.ENTRY_NOT_FOUND': 'এই লিজের হিসাবে এমন কোনো এন্ট্রি নেই।',
  'errors.LEDGER.NOT_VOIDABLE': 'এই এন্ট্রিটি বাতিল করা যায় না।',
  'errors.LEDGER.ALREADY_VOIDED': 'এই এন্ট্রিটি আগেই বাতিল করা হয়েছে, হয়তো অন্য কোনো অ্যাডমিন করেছেন।',
  'errors.LEDGER.DUPLICATE_REFERENCE': 'এই রেফারেন্সের একটি পেমেন্ট এই লিজের হিসাবে আগেই লেখা আছে।',
};

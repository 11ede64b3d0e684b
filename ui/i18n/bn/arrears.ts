import type { arrears as english } from '../en/arrears.ts';

export const arrears: Record<keyof typeof english, string> = {
  'arrears.title': 'বকেয়া',
  'arrears.intro': '<b>{month}</b> পর্যন্ত বর্তমান ও সাবেক সদস্যদের বকেয়া ভাড়া, সবচেয়ে বেশি বকেয়া আগে।',
  'arrears.introNoMonth': 'বর্তমান ও সাবেক সদস্যদের বকেয়া ভাড়া, সবচেয়ে বেশি বকেয়া আগে।',
  'arrears.paidUp': 'কারও ভাড়া বাকি নেই। {month} পর্যন্ত সব চুক্তির ভাড়া পরিশোধিত।',
  'arrears.loading': 'বকেয়ার তালিকা আসছে...',
  'arrears.loadFailed': 'বকেয়ার তালিকা আনা যায়নি। আবার চেষ্টা করুন।',
  'arrears.heading': '{count, plural, other {#জনের ভাড়া বাকি}}',
  'arrears.livingHere': 'এখানে থাকেন',
  'arrears.movedOut': 'চলে গেছেন',
  'arrears.months': '{count, plural, other {# মাস}}',
  'arrears.monthsUnpaid': '{count, plural, other {# মাস বাকি}}',
  'arrears.member': 'সদস্য',
  'arrears.status': 'অবস্থা',
  'arrears.monthsUnpaidHeader': 'বাকি মাস',
  'arrears.owed': 'বকেয়া',
  'arrears.totalOwed': 'মোট বকেয়া',
  'arrears.byMember': 'সদস্য অনুযায়ী বকেয়া',
  'menu.arrears': 'বকেয়া',
};

import type { members as english } from '../en/members.ts';

export const members: Record<keyof typeof english, string> = {
  'members.title': 'সদস্য ব্যবস্থাপনা',
  'members.location': 'ব্লক {block}, তলা {floor}, {number}',
  'members.name': 'নাম',
  'members.email': 'ইমেইল',
  'members.flat': 'ফ্ল্যাট',
  'members.leaseFrom': 'ভাড়া শুরু',
  'members.action': 'কাজ',
  'members.monthsUnpaid': '{count, plural, other {# মাস বাকি}}',
  'members.paidUp': 'সব পরিশোধিত',
  'members.removeName': '{name}-কে বাদ দিন',
  'members.removing': 'বাদ দেওয়া হচ্ছে...',
  'members.remove': 'বাদ দিন',
  'members.caption': 'সদস্যরা',
  'members.empty': 'কোনো সদস্য পাওয়া যায়নি',
  'members.owes': 'বাকি',
  'members.owesWarning':
    '{name}-এর {amount} ভাড়া বাকি। সরানোর পরও এই বকেয়া রেকর্ডে থাকবে, এবং তিনি তা পরিশোধ করতে পারবেন।',
  'members.removeQuestion':
    'আপনি কি নিশ্চিত যে {name}-কে সদস্য থেকে বাদ দিতে চান? তাঁর ভাড়ার চুক্তি এই মাসেই শেষ হবে; তাঁর পরিশোধ ও রসিদ হিসাবে থেকে যাবে।',
  'members.removeQuestionFlat':
    'আপনি কি নিশ্চিত যে {name}-কে সদস্য থেকে বাদ দিতে চান? {flat}-এর ভাড়ার চুক্তি এই মাসেই শেষ হবে; তাঁর পরিশোধ ও রসিদ হিসাবে থেকে যাবে।',
  'members.removed': '{name} আর সদস্য নন',
  'members.removedFlat': '{name} আর সদস্য নন; {flat} আবার খালি',
  'members.removeFailed': 'সদস্যকে বাদ দেওয়া যায়নি: {message}',
  'members.serverStatus': 'সার্ভার থেকে ত্রুটি {status, number} এসেছে',
  'members.loading': 'সদস্যদের তালিকা আসছে...',
  'members.loadFailed': 'সদস্যদের তালিকা আনা যায়নি। আবার চেষ্টা করুন।',
  'members.removeTitle': 'সদস্য বাদ দিন',
  'errors.USER.NOT_FOUND': 'অ্যাকাউন্টটি খুঁজে পাওয়া যায়নি।',
  'errors.USER.EMAIL_TAKEN': 'এই ইমেইলে আগে থেকেই একটি অ্যাকাউন্ট আছে।',
  'errors.USER.IS_ADMIN': 'একজন অ্যাডমিনকে সদস্য হিসেবে বাদ দেওয়া যায় না।',
  'errors.USER.NOT_MEMBER': 'এই ব্যবহারকারী এখন আর সদস্য নন। তালিকাটি নতুন করে দেখুন।',
  'errors.USER.ROLE_CHANGED': 'এর মধ্যে অ্যাকাউন্টটি বদলে গেছে। নতুন করে দেখে আবার চেষ্টা করুন।',
  'auditLog.action.member.remove': 'সদস্য বাদ দিয়েছেন',
  'menu.manageMembers': 'সদস্য ব্যবস্থাপনা',
};

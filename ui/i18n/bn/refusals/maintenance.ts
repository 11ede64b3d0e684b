import type { maintenanceRefusals as english } from '@/i18n/en/refusals/maintenance.ts';

export const maintenanceRefusals: Record<keyof typeof english, string> = {
  'maintenance.rule.category':
    'সমস্যার ধরন বেছে নিন: পানির লাইন, বিদ্যুৎ, যন্ত্রপাতি, লিফট, সাধারণ জায়গা, পোকামাকড় অথবা অন্যান্য',
  'maintenance.rule.title': 'সমস্যার একটি ছোট শিরোনাম দিন, ১ থেকে {max} অক্ষরের মধ্যে, যেমন "রান্নাঘরের কল দিয়ে পানি পড়ছে"',
  'maintenance.rule.description': 'সমস্যাটি ১ থেকে {max} অক্ষরের মধ্যে লিখুন: কী, কোথায়, কবে থেকে',
  'maintenance.rule.comment': 'মন্তব্য ১ থেকে {max} অক্ষরের মধ্যে হতে হবে',
  'maintenance.rule.internalNote': 'অভ্যন্তরীণ নোট ১ থেকে {max} অক্ষরের মধ্যে হতে হবে',
  'maintenance.rule.declineReason': 'অনুরোধটি কেন প্রত্যাখ্যান করছেন, ১ থেকে {max} অক্ষরের মধ্যে লিখুন',
  'maintenance.rule.entryNotes': 'ফ্ল্যাটে ঢোকার নির্দেশনা সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'maintenance.rule.reopenReason': 'আবার খোলার কারণ সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'maintenance.rule.rating': 'রেটিং হতে হবে {min} থেকে {max}টি তারার মধ্যে একটি পূর্ণ সংখ্যা',
  'maintenance.rule.closingComment': 'বন্ধ করার মন্তব্য সর্বোচ্চ {max} অক্ষরের হতে পারে',
  'errors.MAINTENANCE.NOT_YOURS':
    'এই অনুরোধটি অন্য একজন বাসিন্দা জানিয়েছেন; আপনি শুধু নিজের অনুরোধ দেখতে ও তাতে কাজ করতে পারেন।',
  'errors.MAINTENANCE.ADMINS_ONLY': 'শুধু ভবনের অ্যাডমিনরাই এটি করতে পারেন।',
  'errors.MAINTENANCE.RESIDENT_ONLY': 'শুধু যে বাসিন্দা সমস্যাটি জানিয়েছেন, তিনিই এটি করতে পারেন; অ্যাডমিনরা পারেন না।',
  'errors.MAINTENANCE.FINISHED': 'অনুরোধটি বন্ধ বা প্রত্যাখ্যাত হয়েছে; এটি আর বদলানো যায় না।',
  'errors.MAINTENANCE.WRONG_STATUS': 'অনুরোধটি এখন যে অবস্থায় আছে, তাতে এই কাজটি করা যায় না।',
  'errors.MAINTENANCE.REOPEN_EXPIRED':
    'সমাধানের পরে {days} দিন পর্যন্ত অনুরোধ আবার খোলা যায়, আর সেই সময় পার হয়ে গেছে। সমস্যাটি আবার দেখা দিলে নতুন অনুরোধ হিসেবে জানান।',
  'errors.MAINTENANCE.DAILY_LIMIT':
    'দিনে সর্বোচ্চ {limit}টি সমস্যা জানানো যায়। আরও কিছু থাকলে আগের কোনো অনুরোধে মন্তব্য হিসেবে লিখুন, অথবা আগামীকাল জানান। জরুরি হলে ভবনের জরুরি নম্বরে ফোন করুন।',
  'errors.MAINTENANCE.NOT_FOUND': 'রক্ষণাবেক্ষণের অনুরোধটি বা তার ছবি খুঁজে পাওয়া যায়নি।',
  'errors.MAINTENANCE.CHANGED': 'একই সময়ে অনুরোধটিতে আরেকটি পরিবর্তন হয়েছে; বদলানোর আগে আবার দেখে নিন।',
  'errors.MAINTENANCE.NO_FLAT':
    'ভবনে আপনার কোনো ফ্ল্যাট নেই, তাই ফ্ল্যাটের সমস্যা জানানো যাবে না। সাধারণ জায়গার সমস্যা এখনো জানাতে পারেন।',
  'errors.MAINTENANCE.TOO_MANY_PHOTOS': 'একটি অনুরোধে সর্বোচ্চ {limit}টি ছবি দেওয়া যায়।',
  'errors.MAINTENANCE.PHOTO_TOO_LARGE': 'প্রতিটি ছবি সর্বোচ্চ {size} মেগাবাইট হতে পারে; একটি ছবি এর চেয়ে বড়।',
  'errors.MAINTENANCE.PHOTO_INVALID': 'একটি ফাইল JPEG, PNG বা WebP ছবি নয়।',
  'errors.MAINTENANCE.NOT_ASSIGNED': 'এই নম্বরে আপনার কোনো কাজ নেই: আপনাকে দেওয়া অনুরোধগুলোই শুধু দেখতে পারেন।',
  'errors.MAINTENANCE.SAME_ASSIGNEE': 'অনুরোধটি আগে থেকেই এভাবে দেওয়া আছে; কিছু বদলায়নি।',
};

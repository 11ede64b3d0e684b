import type { leaseChangesRefusals as english } from '@/i18n/en/refusals/leaseChanges.ts';

export const leaseChangesRefusals: Record<keyof typeof english, string> = {
  'leaseChanges.rule.rent': 'নতুন ভাড়া পূর্ণ টাকায় লিখুন, ৳{min} থেকে ৳{max}',
  'leaseChanges.rule.effectiveMonth': 'আজ থেকে অন্তত এক মাস পরে শুরু হয় এবং লিজের মধ্যে পড়ে এমন একটি মাস বেছে নিন',
  'leaseChanges.rule.endMonth': 'লিজের এখনকার শেষের মাসের পরের একটি নতুন শেষের মাস বেছে নিন',
  'leaseChanges.rule.renewalRent': 'এখনকার শেষের পরের ভাড়া পূর্ণ টাকায় লিখুন, ৳{min} থেকে ৳{max}',
  'errors.RENTCHANGE.NOT_FOUND': 'এমন কোনো ভাড়া পরিবর্তন নেই (হয়তো বাতিল হয়েছে); তালিকাটি আবার লোড করুন।',
  'errors.RENTCHANGE.IN_EFFECT': 'নতুন ভাড়া ইতিমধ্যে চালু হয়ে গেছে, তাই আর বাতিল করা যায় না।',
  'errors.RENTCHANGE.DUPLICATE_MONTH': 'এই লিজে ওই মাস থেকে একটি ভাড়া পরিবর্তন আগেই আছে।',
  'errors.RENEWAL.NOT_FOUND': 'এমন কোনো নবায়নের প্রস্তাব নেই।',
  'errors.RENEWAL.NOT_RENEWABLE': 'শুধু চালু থাকা এবং শেষের মাস ঠিক করা লিজই নবায়ন করা যায়।',
  'errors.RENEWAL.TOO_LATE': 'লিজটি খুব শিগগির শেষ হচ্ছে: নতুন ভাড়ার জন্য অন্তত এক মাস আগে জানাতে হয়।',
  'errors.RENEWAL.ANSWERED': 'এই নবায়নের প্রস্তাবের উত্তর আগেই দেওয়া হয়েছে।',
  'errors.RENEWAL.PENDING_EXISTS': 'এই লিজে উত্তরের অপেক্ষায় থাকা একটি নবায়নের প্রস্তাব আগেই আছে।',
};

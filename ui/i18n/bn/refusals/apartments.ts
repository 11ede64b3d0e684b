import type { apartmentsRefusals as english } from '@/i18n/en/refusals/apartments.ts';

export const apartmentsRefusals: Record<keyof typeof english, string> = {
  'errors.APARTMENT.NOT_FOUND': 'ফ্ল্যাটটি বা তার ছবি খুঁজে পাওয়া যায়নি।',
  // Shown before a question ("…: reject their request?"), so it ends without a full stop.
  'errors.APARTMENT.ALREADY_RENTED': 'ফ্ল্যাটটি আগেই ভাড়া দেওয়া হয়েছে',
  'errors.APARTMENT.DUPLICATE': 'এই ব্লক, তলা আর নম্বরের একটি ফ্ল্যাট আগে থেকেই আছে।',
  'errors.APARTMENT.RETIRED': 'ফ্ল্যাটটি তালিকা থেকে সরানো হয়েছে: এটি আর ভাড়া দেওয়া হয় না।',
  'errors.APARTMENT.LEASED': 'ফ্ল্যাটটি একজন সদস্যকে ভাড়া দেওয়া আছে: তালিকা থেকে সরানোর আগে সদস্যকে বাদ দিন।',
  'errors.APARTMENT.REQUESTED':
    'ফ্ল্যাটটি ভাড়া নেওয়ার অনুরোধ সিদ্ধান্তের অপেক্ষায় আছে: তালিকা থেকে সরানোর আগে অনুরোধ গ্রহণ বা প্রত্যাখ্যান করুন।',
  'errors.APARTMENT.CHANGED': 'এইমাত্র অন্য কেউ ফ্ল্যাটটি বদলেছেন। তালিকাটি নতুন করে দেখে আবার চেষ্টা করুন।',
  'errors.APARTMENT.PHOTO_INVALID': 'ফাইলটি JPEG, PNG বা WebP ছবি নয়।',
  'errors.APARTMENT.PHOTO_TOO_LARGE': 'ছবিটি {size} মেগাবাইটের চেয়ে বড়; ছোট একটি ছবি বেছে নিন।',
  'errors.APARTMENT.IMPORT_INVALID': 'স্প্রেডশিটটি নেওয়া যায়নি: এর একটি লাইনে ভুল আছে।',
  'errors.APARTMENT.IMPORT_TOO_MANY_ROWS':
    'একটি স্প্রেডশিট থেকে সর্বোচ্চ {limit}টি ফ্ল্যাট যোগ করা যায়; ফাইলটি ছোট ছোট ভাগে ভাগ করে একটি একটি করে দিন।',
};

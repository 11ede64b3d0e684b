import type { parcelsRefusals as english } from '@/i18n/en/refusals/parcels.ts';

export const parcelsRefusals: Record<keyof typeof english, string> = {
  'parcels.rule.apartmentId': 'পার্সেলটি যে ফ্ল্যাটের, সেটি বেছে নিন',
  'parcels.rule.carrier': 'পার্সেলটি কে নিয়ে এসেছে লিখুন, {min} থেকে {max} অক্ষর',
  'parcels.rule.note': 'পার্সেলের নোট {max} অক্ষরের মধ্যে রাখুন',
  'parcels.rule.collectedBy': 'যিনি নিয়ে গেছেন তাঁর নাম লিখুন, {min} থেকে {max} অক্ষর',
  'parcels.rule.photo': 'ছবিটি সর্বোচ্চ {max} মেগাবাইটের একটি ছবি হতে হবে (জেপিইজি, পিএনজি বা ওয়েবপি)',
  'errors.PARCEL.NOT_FOUND': 'এমন কোনো পার্সেল নেই।',
  'errors.PARCEL.ALREADY_COLLECTED': 'এই পার্সেলটি আগেই নিয়ে যাওয়া হয়েছে।',
  'errors.PARCEL.PHOTO_INVALID': 'ফাইলটি JPEG, PNG বা WebP ছবি নয়।',
  'errors.PARCEL.PHOTO_TOO_LARGE': 'ছবিটি সর্বোচ্চ ৫ মেগাবাইট হতে পারে।',
};

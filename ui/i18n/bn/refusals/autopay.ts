import type { autopayRefusals as english } from '@/i18n/en/refusals/autopay.ts';

export const autopayRefusals: Record<keyof typeof english, string> = {
  'errors.AUTOPAY.NO_LEASE': 'অটোপে শুধু চালু লিজ থাকা বাসিন্দাদের জন্য।',
  'errors.AUTOPAY.NO_CARD': 'অটোপে চালু করার আগে একটি কার্ড সংরক্ষণ করুন।',
  'errors.AUTOPAY.NOT_ON': 'অটোপে চালু নেই।',
  'errors.AUTOPAY.CHANGED': 'এর মধ্যে আপনার অটোপে বদলানো হয়েছে (অন্য ট্যাবে?); দেখতে পাতাটি আবার লোড করুন।',
  'errors.AUTOPAY.CARD_NOT_SAVED': 'কার্ডটি সংরক্ষণ হয়নি: এর যাচাই সফল হয়নি।',
};

import type { notFound as english } from '../en/notFound.ts';

export const notFound: Record<keyof typeof english, string> = {
  'notFound.title': 'পাতাটি পাওয়া যায়নি',
  'notFound.text': 'আপনি যে পাতাটি খুঁজছেন সেটি নেই, অথবা অন্য কোথাও সরানো হয়েছে।',
  'notFound.backHome': 'হোমে ফিরে যান',
};

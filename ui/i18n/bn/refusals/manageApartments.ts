import type { manageApartmentsRefusals as english } from '@/i18n/en/refusals/manageApartments.ts';

export const manageApartmentsRefusals: Record<keyof typeof english, string> = {
  'manageApartments.rule.block': 'ব্লক হতে হবে {min} থেকে {max}টি ইংরেজি অক্ষর বা অঙ্ক, যেমন A',
  'manageApartments.rule.floor': 'তলা হতে হবে {min} (নিচতলা) থেকে {max}-এর মধ্যে একটি পূর্ণ সংখ্যা',
  'manageApartments.rule.number': 'অ্যাপার্টমেন্ট নম্বর হতে হবে {min} থেকে {max}টি ইংরেজি অক্ষর, অঙ্ক, - বা /, যেমন A101',
  'manageApartments.rule.rent': 'ভাড়া হতে হবে {min} থেকে {max} টাকার মধ্যে একটি পূর্ণ সংখ্যা',
};

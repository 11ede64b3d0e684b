import type { announcementsRefusals as english } from '@/i18n/en/refusals/announcements.ts';

export const announcementsRefusals: Record<keyof typeof english, string> = {
  'announcements.rule.title': 'সর্বোচ্চ {max} অক্ষরের একটি শিরোনাম লিখুন',
  'announcements.rule.description': 'ঘোষণাটি লিখুন, সর্বোচ্চ {max} অক্ষরের মধ্যে',
  'errors.ANNOUNCEMENT.NOT_FOUND': 'ঘোষণাটি মুছে ফেলা হয়েছে, হয়তো অন্য কোনো অ্যাডমিন মুছেছেন।',
  'errors.ANNOUNCEMENT.CHANGED': 'আপনি খোলার পরে অন্য একজন অ্যাডমিন ঘোষণাটি বদলেছেন; বদলানোর আগে আবার দেখে নিন।',
};

import type { authRefusals as english } from '@/i18n/en/refusals/auth.ts';

export const authRefusals: Record<keyof typeof english, string> = {
  'auth.rule.email': 'ইমেইল ঠিকানার @-এর পরের অংশে একটি ডট থাকতে হবে, যেমন name@example.com',
};

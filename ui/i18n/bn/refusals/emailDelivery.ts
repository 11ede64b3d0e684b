import type { emailDeliveryRefusals as english } from '@/i18n/en/refusals/emailDelivery.ts';

export const emailDeliveryRefusals: Record<keyof typeof english, string> = {
  'errors.EMAIL.NOT_FOUND': 'ইমেইলটি খুঁজে পাওয়া যায়নি।',
  'errors.EMAIL.NOT_FAILED': 'শুধু ব্যর্থ ইমেইল আবার পাঠানো যায়; এই ইমেইলটি এখন ব্যর্থ অবস্থায় নেই।',
};

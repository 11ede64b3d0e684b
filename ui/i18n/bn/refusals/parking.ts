import type { parkingRefusals as english } from '@/i18n/en/refusals/parking.ts';

export const parkingRefusals: Record<keyof typeof english, string> = {
  'parking.rule.label': '১২টি পর্যন্ত অক্ষর, সংখ্যা বা - দিয়ে একটি লেবেল দিন, যেমন P-01',
  'parking.rule.memberEmail': 'ভবনের একজন সদস্য বেছে নিন',
  'errors.PARKING.NOT_FOUND': 'এমন কোনো পার্কিং স্পেস নেই।',
  'errors.PARKING.LABEL_TAKEN': 'এই লেবেলের একটি পার্কিং স্পেস আগে থেকেই আছে।',
  'errors.PARKING.SPACE_TAKEN': 'এই স্পেসটি অন্য একজন সদস্যকে বরাদ্দ করা আছে।',
  'errors.PARKING.MEMBER_HAS_SPACE': 'এই সদস্যের আগে থেকেই একটি পার্কিং স্পেস আছে।',
};

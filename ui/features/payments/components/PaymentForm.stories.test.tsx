/** What each story of PaymentForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, button, monthPicker } from '@/test-support/stories.tsx';
import * as stories from './PaymentForm.stories.tsx';

checkStories(stories, {
  Empty: { shows: () => expect(button(/^Pay 14,500/)).toBeDisabled() },
  SeveralMonthsOwed: {
    shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 4]),
  },
  CouponApplied: {
    shows: /Coupon applied: 10% off.*Coupon discount WELCOME10 −10%−1,450৳Total13,050৳Card details.*Pay 13,050৳/,
  },
  InvalidCoupon: { shows: 'Invalid coupon', error: true },
  ExpiredCoupon: { shows: 'This coupon expired on 30 Nov 2026', error: true },
  CouponAlreadyUsed: { shows: 'You have already used WELCOME10', error: true },
  FullyDiscounted: { shows: () => expect(button(/^Pay 0/)).toBeEnabled() },
  ReadyToPay: { shows: () => expect(button(/^Pay 14,500/)).toBeEnabled() },
  Paying: { shows: 'Processing...' },
  CardDeclined: { shows: 'Your card was declined.', error: true },
  PaidInAnotherTab: {
    shows:
      'Payment for December 2026 already exists! The charge was refunded to your card.View receipt for December 2026',
    error: true,
  },
  IntentFailed: { shows: 'Failed to initialize payment. Please try again.', error: true },
});

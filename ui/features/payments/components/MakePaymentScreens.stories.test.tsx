/** What each story of MakePaymentScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories, button, monthPicker } from '@/test-support/stories.tsx';
import * as stories from './MakePaymentScreens.stories.tsx';

const applyCoupon = (code: string) => async (user: UserEvent) => {
  await user.type(await screen.findByLabelText('Coupon code'), code);
  await user.click(button('Apply'));
};

checkStories(stories, {
  FormerResident: {
    shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-09', 2]),
  },
  OneMonthOwed: {
    shows: ({ answered }) => {
      expect(monthPicker()).toHaveValue('2026-12');
      expect(answered.has('POST /api/payments/create-payment-intent')).toBe(true);
    },
  },
  SeveralMonthsOwed: {
    shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 4]),
  },
  MonthFromLink: { shows: () => expect(monthPicker()).toHaveValue('2027-03') },
  PaidUpPayAhead: {
    shows: () => expect([monthPicker().value, monthPicker().options.length]).toEqual(['2026-12', 1]),
  },
  NothingPayable: {
    shows: 'You have paid every month you can pay now.December 2026 can be paid from 1 November 2026.',
  },
  ExpiredCoupon: { act: applyCoupon('AUTUMN20'), shows: 'This coupon expired on 30 Nov 2026', error: true },
  CouponAlreadyUsed: { act: applyCoupon('WELCOME10'), shows: 'You have already used WELCOME10', error: true },
  LoadingDues: { shows: 'Loading agreement...', pending: true },
  DuesFailed: { shows: 'Failed to load the months you can pay. Please try again.', error: true },
});

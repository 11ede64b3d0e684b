/** What each story of PaymentMessage.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PaymentMessage.stories.tsx';

checkStories(stories, {
  Successful: { shows: 'Payment successful!' },
  CouponApplied: { shows: 'Coupon applied: 15% off' },
  CardError: { shows: 'Your card has insufficient funds.', error: true },
  DuplicateMonth: { shows: 'Payment for this month already exists!', error: true },
});

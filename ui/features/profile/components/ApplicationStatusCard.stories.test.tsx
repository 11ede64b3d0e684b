/** What each story of ApplicationStatusCard.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './ApplicationStatusCard.stories.tsx';

checkStories(stories, {
  Pending: { shows: /Request waiting for a decisionYou asked to rent Block B, floor 3, B302 on.*Withdraw request/ },
  Withdrawing: { shows: () => expect(button('Withdrawing...')).toBeDisabled() },
  WithdrawRefused: { shows: 'Your request was decided just now; refresh to see how', error: true },
  Declined: {
    shows: /Request declinedYour request for Block B, floor 3, B302 was declined on 20 Nov 2026.*Apply again/,
  },
  DeclinedWithReason: {
    shows: /declined on 20 Nov 2026\..*The building's reasonThe flat is held for a family of four\. B401 .*Apply again/,
  },
  Withdrawn: { shows: /Request withdrawnYou withdrew your request for Block B, floor 3, B302 on 20 Nov 2026/ },
  MembershipEnded: { shows: /Membership endedYour lease of Block B, floor 3, B302 ended on 20 Nov 2026/ },
  NeverApplied: { shows: /No request yet.*Browse apartments/ },
  Loading: { shows: 'Loading your application...' },
  Failed: { shows: 'Failed to load your application. Please try again.', error: true },
  WithDetails: {
    shows:
      /Your detailsMobile number01712-345678NID number1990123456789Father’s nameAbdur Rahman.*Tanvir Hasan, Husband, 34/,
  },
  WithoutDetails: { shows: 'Not given: this request was sent before the form asked for these details.' },
});

/** What each story of NothingToPay.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './NothingToPay.stories.tsx';

checkStories(stories, {
  PaidAhead: { shows: 'You have paid every month you can pay now.December 2026 can be paid from 1 November 2026.' },
  LeaseEnding: { shows: 'Your lease ends in November 2026, so there is no more rent to pay.' },
});

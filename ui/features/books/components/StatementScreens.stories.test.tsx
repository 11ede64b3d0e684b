/** What each story of StatementScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './StatementScreens.stories.tsx';

checkStories(stories, {
  OwingMonth: { shows: /Statement for September 2026.*Balance brought forward.*Balance carried forward/ },
  InCreditMonth: { shows: /Balance carried forward5,000৳ in credit/ },
  FormerResidentLastMonth: { shows: /Statement for August 2026.*Rent/ },
  Loading: { shows: 'Loading the statement...', pending: true },
  Failed: { shows: 'Failed to load the statement. Please try again.', error: true },
});

/** What each story of MaintenanceSummary.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './MaintenanceSummary.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Opened7Resolved6Median time to resolve2 days 4 hoursAverage rating4\.5 \/ 5 from 6 ratings/ },
  NoneResolved: { shows: /No requests resolved yet.*No ratings yet/ },
  Loading: { shows: 'Loading maintenance figures...' },
  Failed: { shows: 'Failed to load the maintenance figures. Please try again.', error: true },
});

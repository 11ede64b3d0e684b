/** What each story of DashboardBits.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './DashboardBits.stories.tsx';

checkStories(stories, {
  // Every small dashboard piece side by side, the error banner among them.
  All: { shows: 'Failed to load profile information', error: true },
});

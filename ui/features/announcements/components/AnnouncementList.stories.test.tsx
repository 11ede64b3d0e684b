/** What each story of AnnouncementList.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './AnnouncementList.stories.tsx';

checkStories(stories, {
  Filled: { shows: 'Lift maintenance on Saturday' },
  Empty: { shows: 'No announcements found' },
});

/** What each story of RequestList.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './RequestList.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Stairwell light flickers.*Kitchen tap leaking/ },
  Empty: { shows: 'You have not reported any problems' },
});

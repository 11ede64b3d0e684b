/** What each story of BoardList.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './BoardList.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Kitchen tap leaking.*Response: 2 hours.*Resolved in: 2 days 4 hours/ },
  Empty: { shows: 'No requests match these filters' },
});

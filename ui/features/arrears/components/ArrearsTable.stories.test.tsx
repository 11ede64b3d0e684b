/** What each story of ArrearsTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ArrearsTable.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Karim Ahmed.*Nadia Rahman.*Rafiq Islam.*Total owed1,07,000৳/ },
  OnePersonOneMonth: { shows: /Moved out1 monthAugust 2026/ },
  LongNames: { shows: 'Mohammad Abdullah Al Mamun Chowdhury' },
});

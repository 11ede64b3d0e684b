/** What each story of NotFoundPage.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './NotFoundPage.stories.tsx';

checkStories(stories, {
  Default: { shows: 'Page Not Found' },
});

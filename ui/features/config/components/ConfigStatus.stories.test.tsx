/** What each story of ConfigStatus.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './ConfigStatus.stories.tsx';

checkStories(stories, {
  Loading: { shows: 'Loading...' },
  Failed: { shows: () => expect(button('Try again')).toBeEnabled(), error: true },
  // Still the failure, while the retry is under way.
  Retrying: { shows: () => expect(button('Trying again...')).toBeDisabled(), error: true },
});

/** What each story of MembersTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './MembersTable.stories.tsx';

checkStories(stories, {
  Filled: { shows: () => expect(button('Remove Karim Ahmed')).toBeEnabled() },
  Removing: {
    shows: () => {
      expect(button('Remove Nadia Rahman')).toBeDisabled();
      expect(button('Remove Nadia Rahman')).toHaveTextContent('Removing...');
      expect(button('Remove Karim Ahmed')).toBeEnabled();
    },
  },
  Empty: { shows: 'No members found' },
});

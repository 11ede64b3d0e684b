/** What each story of ConfirmDialog.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { checkStories, dialog } from '@/test-support/stories.tsx';
import * as stories from './ConfirmDialog.stories.tsx';

checkStories(stories, {
  Open: {
    shows: () => {
      expect(dialog().open).toBe(true);
      expect(within(dialog()).getByText(/Are you sure you want to remove Nadia Rahman/)).toBeInTheDocument();
    },
  },
  Closed: { shows: () => expect(dialog().open).toBe(false) },
});

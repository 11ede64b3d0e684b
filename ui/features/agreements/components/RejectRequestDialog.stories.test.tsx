/** What each story of RejectRequestDialog.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { checkStories, dialog } from '@/test-support/stories.tsx';
import * as stories from './RejectRequestDialog.stories.tsx';

checkStories(stories, {
  AskingWhy: {
    shows: () => {
      expect(within(dialog()).getByLabelText('Reason (optional)')).toHaveValue('');
      expect(within(dialog()).getByRole('heading')).toHaveTextContent("Reject Karim Ahmed's request");
    },
  },
});

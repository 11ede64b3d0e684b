/** What each story of PhotoField.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PhotoField.stories.tsx';

checkStories(stories, {
  Empty: { shows: () => expect(screen.getByLabelText('Photos (optional)')).toBeEnabled() },
  Full: {
    shows: () => {
      expect(screen.getByLabelText('Photos (optional)')).toBeDisabled();
      expect(screen.getAllByRole('button', { name: /^Remove / })).toHaveLength(3);
    },
  },
  TooLarge: { shows: 'ceiling.jpg is larger than 5 MB', error: true },
});

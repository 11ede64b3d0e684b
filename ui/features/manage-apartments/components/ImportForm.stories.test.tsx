/** What each story of ImportForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './ImportForm.stories.tsx';

checkStories(stories, {
  Idle: { shows: /block,floor,number,rent/ },
  Importing: { shows: () => expect(button('Importing...')).toBeDisabled() },
  LineRefused: {
    shows: () =>
      expect(screen.getByLabelText('CSV file')).toHaveAccessibleDescription(
        /Line 4: Rent must be a whole number.*Nothing was imported\.$/,
      ),
    error: true,
  },
});

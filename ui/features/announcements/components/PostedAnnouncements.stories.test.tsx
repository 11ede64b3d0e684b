/** What each story of PostedAnnouncements.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './PostedAnnouncements.stories.tsx';

checkStories(stories, {
  Filled: {
    shows: () => {
      expect(button('Edit "Lift maintenance on Saturday"')).toBeEnabled();
      expect(button('Delete "Rooftop garden open again"')).toBeEnabled();
      expect(screen.getByText(/edited/)).toBeInTheDocument();
    },
  },
  Empty: { shows: /Nothing posted yet/ },
  Editing: { shows: () => expect(screen.getByLabelText(/^Title/)).toHaveValue('Lift maintenance on Saturday') },
  EditRefused: {
    act: async (user) => user.click(button('Save changes')),
    shows: /Another admin changed this announcement/,
    error: true,
  },
});

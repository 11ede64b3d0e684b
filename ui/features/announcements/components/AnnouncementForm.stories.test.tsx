/** What each story of AnnouncementForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary } from '@/test-support/stories.tsx';
import * as stories from './AnnouncementForm.stories.tsx';

checkStories(stories, {
  Empty: { shows: () => expect(button('Post Announcement')).toBeEnabled() },
  Posting: { shows: 'Posting...' },
  Posted: { shows: 'Announcement posted successfully' },
  MissingFields: {
    act: async (user) => user.click(button('Post Announcement')),
    shows: () => {
      const summary = errorSummary();
      expect(summary).toHaveFocus();
      expect(within(summary).getByRole('link', { name: 'Enter a title of up to 150 characters' })).toBeVisible();
      expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Enter a title of up to 150 characters');
      expect(screen.getByLabelText(/^Description/)).toHaveAccessibleDescription(
        'Enter the announcement itself, up to 5,000 characters',
      );
    },
  },
  Failed: {
    act: async (user) => {
      await user.type(screen.getByLabelText(/^Title/), 'Lift');
      await user.type(screen.getByLabelText(/^Description/), 'Stops on Monday');
      await user.click(button('Post Announcement'));
    },
    shows: 'Failed to post announcement.',
    error: true,
  },
  Editing: {
    shows: () => {
      expect(screen.getByLabelText(/^Title/)).toHaveValue('Lift maintenance on Saturday');
      expect(button('Save changes')).toBeEnabled();
      expect(button('Cancel')).toBeEnabled();
    },
  },
});

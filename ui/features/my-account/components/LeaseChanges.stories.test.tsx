/** What each story of LeaseChanges.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { button, checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './LeaseChanges.stories.tsx';

checkStories(stories, {
  RentChangeScheduled: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Changes to your lease' })).toBeVisible();
      expect(pageText()).toContain('From January 2027: 13,200৳ a month');
      expect(screen.queryByRole('button', { name: 'Accept renewal' })).toBeNull();
    },
  },
  RenewalOffered: {
    shows: () => {
      expect(pageText()).toContain(
        'The building offers to renew your lease until August 2028, at 14,000৳ a month from September 2027.',
      );
      expect(button('Accept renewal')).toBeEnabled();
      expect(button('Decline')).toBeEnabled();
    },
  },
  ChangesLoadFailed: { error: true, shows: 'The changes to the lease could not be loaded. Try again later.' },
});

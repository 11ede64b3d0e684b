/** What each story of ArrearsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ArrearsScreens.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Rent owed up to November 2026.*3 people owe rent.*Total owed1,07,000৳/ },
  NobodyOwes: { shows: 'Nobody owes rent. Every lease is paid up to November 2026.' },
  Loading: { shows: 'Loading arrears...', pending: true },
  Failed: { shows: 'Failed to load arrears. Please try again.', error: true },
  CsvDownloadFails: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Download CSV' })),
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    error: true,
  },
});

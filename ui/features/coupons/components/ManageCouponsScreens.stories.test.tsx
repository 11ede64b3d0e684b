/** What each story of ManageCouponsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, rowOf } from '@/test-support/stories.tsx';
import * as stories from './ManageCouponsScreens.stories.tsx';

checkStories(stories, {
  WithExpiry: { shows: () => expect(rowOf('PUJA20').getByText('Expired')).toBeInTheDocument() },
  ToggleRaceFails: {
    act: async (user) => user.click((await screen.findAllByRole('button', { name: 'Disable EID15' }))[0]!),
    shows: 'Someone else switched this coupon just now. Refresh the list.',
    error: true,
  },
});

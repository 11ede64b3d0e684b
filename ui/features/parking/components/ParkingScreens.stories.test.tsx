/** What each story of ParkingScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ParkingScreens.stories.tsx';

checkStories(stories, {
  Spaces: { shows: () => expect(screen.getByText('Assigned to Nadia Rahman')).toBeInTheDocument() },
  Empty: { shows: 'No parking spaces yet. Add the first one above.' },
  Loading: { shows: 'Loading parking spaces...', pending: true },
  LoadFailed: { shows: 'Failed to load parking spaces. Please try again.', error: true },
  MemberHasSpace: {
    act: async (user) => {
      await user.selectOptions(await screen.findByLabelText('Member for P-02'), 'nadia@example.com');
      await user.click(screen.getAllByRole('button', { name: 'Assign' })[0]!);
    },
    shows: 'This member already has P-01',
    error: true,
  },
  MyProfileTile: { shows: () => expect(screen.getByText('P-01')).toBeInTheDocument() },
  MyProfileNone: { shows: () => expect(screen.getByText('None')).toBeInTheDocument() },
});

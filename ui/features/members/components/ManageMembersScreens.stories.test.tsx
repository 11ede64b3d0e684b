/** What each story of ManageMembersScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ManageMembersScreens.stories.tsx';

checkStories(stories, {
  Members: { shows: /Nadia Rahman.*Karim Ahmed/ },
  RemoveMemberWhoOwes: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Remove Nadia Rahman' })),
    shows:
      'Nadia Rahman owes 29,000৳ in unpaid rent. The debt stays on record after the removal, and they can still pay it.',
  },
  RemoveMemberShowsMoney: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Remove Nadia Rahman' })),
    shows: /Balance owed on the books29,000৳Security deposit held40,000৳Removing them ends the lease/,
  },
  RemoveMemberMoneyError: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Remove Nadia Rahman' })),
    shows: 'Their balance and deposit could not be read. You can still remove them, or try again.',
    error: true,
  },
});

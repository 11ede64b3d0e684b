/** What each story of BoardScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, dialog } from '@/test-support/stories.tsx';
import * as stories from './BoardScreens.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Requests \(3\).*Kitchen tap leaking.*Lift stops between floors.*Stairwell light flickers/ },
  Empty: { shows: 'No requests match these filters' },
  Loading: { shows: 'Loading requests...', pending: true },
  Failed: { shows: 'Failed to load the requests. Please try again.', error: true },
  Filtered: { shows: () => expect(screen.getByLabelText('Status')).toHaveValue('in_progress') },
  Request: { shows: /Internal note — residents never see this.*Call the lift company before Friday\./ },
  DeclineAsked: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Decline' }));
      await user.click(within(dialog()).getByRole('button', { name: 'Decline request' }));
    },
    shows: () =>
      expect(within(dialog()).getByLabelText(/^Reason/)).toHaveAccessibleDescription(
        'Say why the request is declined, in 1 to 500 characters',
      ),
  },
  StaleRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Mark resolved' })),
    shows: 'Another admin changed this request first: it is already resolved.',
    error: true,
  },
  Assign: {
    act: async (user) => {
      await user.selectOptions(await screen.findByLabelText('Staff member'), 'jamal@lakeview.example');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
    shows: 'Given to Jamal Mia; they have been told.',
  },
  AssignStale: {
    act: async (user) => {
      await user.selectOptions(await screen.findByLabelText('Staff member'), 'selim@lakeview.example');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    },
    shows: /Someone changed this request at the same moment/,
    error: true,
  },
  AssignNoStaff: { shows: 'The building has no staff yet: add them on the Staff screen.' },
});

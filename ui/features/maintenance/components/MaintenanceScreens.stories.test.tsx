/** What each story of MaintenanceScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './MaintenanceScreens.stories.tsx';

/** Fills the maintenance report form as an emergency and sends it. */
const reportEmergency = async (user: UserEvent) => {
  const form = within(await screen.findByRole('form', { name: 'Report a problem' }));
  await user.selectOptions(form.getByLabelText(/^Category/), 'plumbing');
  await user.type(form.getByLabelText(/^Title/), 'Water pouring from the ceiling');
  await user.type(form.getByLabelText(/^Description/), 'In the bathroom, since 5 minutes');
  await user.click(form.getByRole('checkbox', { name: /This is an emergency/ }));
  await user.click(form.getByRole('button', { name: 'Send report' }));
};

checkStories(stories, {
  Filled: { shows: /My requests.*Stairwell light flickers.*Kitchen tap leaking/ },
  Empty: { shows: 'You have not reported any problems' },
  Loading: { shows: 'Loading your requests...', pending: true },
  Failed: { shows: 'Failed to load your requests. Please try again.', error: true },
  PlainUser: { shows: /Common areaYou have no flat in the building/ },
  Emergency: {
    act: reportEmergency,
    shows: () => expect(screen.getByRole('link', { name: 'Call +880 1711-000999 now' })).toBeInTheDocument(),
  },
  LimitRefused: { act: reportEmergency, shows: 'You have reported 5 problems today', error: true },
  Request: {
    shows: () => {
      expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Kitchen tap leaking' })).toHaveAttribute('src');
      expect(screen.getByRole('form', { name: 'Is it fixed?' })).toBeInTheDocument();
      expect(screen.getByText('A plumber comes at 3 pm today.')).toBeInTheDocument();
    },
  },
  CloseRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Close request' })),
    shows: 'This request is not resolved yet, so it cannot be closed.',
    error: true,
  },
});

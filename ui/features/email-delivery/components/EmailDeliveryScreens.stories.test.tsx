/** What each story of EmailDeliveryScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, pageText, rowOf, turnedAway } from '@/test-support/stories.tsx';
import * as stories from './EmailDeliveryScreens.stories.tsx';

/** The Retry button of Karim's failed reminder on Email Delivery. */
const RETRY_KARIM = 'Retry the email "Rent for November 2026 is due on 5 Nov" to Karim Ahmed';

checkStories(stories, {
  Filled: {
    shows: () => {
      expect(pageText()).toMatch(/4 emails.*2 emails could not be delivered.*Show only failed/);
      const karim = rowOf('Karim Ahmed');
      expect(karim.getByText('Rent reminders')).toBeInTheDocument();
      expect(karim.getByText('421 4.7.0 Try again later, closing connection')).toBeInTheDocument();
      expect(karim.getByRole('button', { name: RETRY_KARIM })).toBeEnabled();
      expect(rowOf('Rafiq Islam').queryByRole('button')).toBeNull();
      expect(rowOf('Nadia Rahman').getByText('Next attempt')).toBeInTheDocument();
    },
  },
  UndeliveredOnly: {
    shows: () => {
      expect(pageText()).toMatch(/2 emails.*2 emails could not be delivered/);
      expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
      expect(screen.queryByRole('link', { name: 'Show only failed' })).toBeNull();
    },
  },
  ManyPages: { shows: /45 emails.*Page 2 of 3/ },
  Empty: { shows: /0 emails.*No emails yet/ },
  EmptyUndelivered: { shows: 'No failed emails: every email was delivered or is still being tried' },
  Loading: { shows: 'Loading emails...', pending: true },
  LoadFailed: { shows: 'Failed to load the emails. Please try again.', error: true },
  RetryAccepted: {
    act: async (user) =>
      user.click(within(await screen.findByRole('table')).getByRole('button', { name: RETRY_KARIM })),
    shows: () => {
      expect(pageText()).toContain('Email to Karim Ahmed will be sent again');
      expect(pageText()).toContain('1 email could not be delivered');
      expect(rowOf('Karim Ahmed').queryByRole('button')).toBeNull();
    },
  },
  RetryRaced: {
    act: async (user) =>
      user.click(within(await screen.findByRole('table')).getByRole('button', { name: RETRY_KARIM })),
    shows: () =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The email to Karim Ahmed is not failed any more (someone sent it again, or it went out meanwhile). The list has been refreshed.',
      ),
    error: true,
  },
  MemberIsTurnedAway: { shows: turnedAway },
});

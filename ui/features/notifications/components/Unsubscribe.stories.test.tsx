/** What each story of Unsubscribe.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button, pageText } from '@/test-support/stories.tsx';
import * as stories from './Unsubscribe.stories.tsx';

checkStories(stories, {
  Ready: {
    shows: ({ answered }) => {
      expect(pageText()).toMatch(/Unsubscribe from emails.*Pressing Unsubscribe stops the kind of email/);
      expect(button('Unsubscribe')).toBeEnabled();
      expect(answered.has('POST /api/unsubscribe')).toBe(false);
    },
  },
  Done: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
    shows: () => {
      expect(screen.getByRole('status')).toHaveTextContent(
        'You will no longer get emails about rent reminders. You can turn them back on in My Profile.',
      );
      expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    },
  },
  Sending: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
    shows: () => expect(button('Unsubscribing...')).toBeDisabled(),
    pending: true,
  },
  InvalidLink: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Unsubscribe' })),
    shows: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        /This unsubscribe link is not valid or has expired\.\s*To choose which emails you get, sign in and change your email choices on My Profile\./,
      );
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    },
    error: true,
  },
  MissingToken: {
    shows: ({ answered }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is not valid or has expired.');
      expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
      expect(answered.size).toBe(0);
    },
  },
});

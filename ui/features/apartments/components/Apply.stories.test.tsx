/** What each story of Apply.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary, pageText } from '@/test-support/stories.tsx';
import * as stories from './Apply.stories.tsx';

checkStories(stories, {
  Empty: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Apply for Block A, floor 1, A101' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^NID number/)).toHaveValue('');
      expect(pageText()).toContain('Nobody else listed.');
    },
  },
  WithErrors: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Add a member' }));
      await user.click(button('Send request'));
    },
    shows: () => {
      expect(errorSummary()).toHaveFocus();
      expect(screen.getByLabelText(/^NID number/)).toHaveAccessibleDescription(
        /Enter the NID number: 10, 13 or 17 digits/,
      );
      expect(within(errorSummary()).getByText('Enter the age in whole years, from 0 to 120')).toBeInTheDocument();
    },
    error: true,
  },
  Filled: {
    shows: () => {
      expect(screen.getByLabelText(/^Mobile number/, { selector: '[name=phone]' })).toHaveValue('01712345678');
      expect(screen.getByRole('group', { name: 'Household member 1' })).toBeInTheDocument();
    },
  },
  ServerRefusedFields: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
    shows: () => {
      expect(errorSummary()).toHaveFocus();
      expect(screen.getByLabelText(/^Age/)).toHaveAccessibleDescription('Enter the age in whole years, from 0 to 120');
    },
  },
  AppliedBefore: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
    shows: /You already asked for this flat on .*2026\. It is waiting for the building's answer\./,
  },
  ApplyRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Send request' })),
    shows: 'You already have an open agreement request',
    error: true,
  },
  SignedOut: { shows: /Sign in to apply for a flat\..*Login/ },
});

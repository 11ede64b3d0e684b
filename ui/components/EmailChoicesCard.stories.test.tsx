/** What each story of EmailChoicesCard.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button, pageText } from '@/test-support/stories.tsx';
import * as stories from './EmailChoicesCard.stories.tsx';

checkStories(stories, {
  AllOn: {
    shows: () => {
      for (const name of ['Payments and receipts', 'Announcements', 'Maintenance requests', 'Rent reminders'])
        expect(screen.getByRole('checkbox', { name })).toBeChecked();
      expect(pageText()).toContain(
        'Decisions on your rental application are always emailed. Every notification also appears in Notifications.',
      );
    },
  },
  SomeOff: {
    shows: () => {
      expect(screen.getByRole('checkbox', { name: 'Payments and receipts' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Announcements' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Rent reminders' })).not.toBeChecked();
    },
  },
  Admin: {
    shows: () => {
      expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual([
        'payments',
        'maintenance',
        'applications',
      ]);
      expect(pageText()).toContain(
        'You are emailed when a resident reports a payment or an emergency, or someone applies',
      );
    },
  },
  Loading: { shows: 'Loading email choices...', pending: true },
  Failed: { shows: 'Failed to load your email choices. Please try again.', error: true },
  Saved: {
    act: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Announcements' }));
      await user.click(button('Save email choices'));
    },
    shows: () => {
      expect(screen.getByText('Email choices saved')).toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Announcements' })).not.toBeChecked();
    },
  },
  SaveFailed: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Save email choices' })),
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    error: true,
  },
});

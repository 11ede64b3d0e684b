/** What each story of LeaseChangesDialog.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './LeaseChangesDialog.stories.tsx';

const open = async (user: UserEvent) =>
  user.click(await screen.findByRole('button', { name: 'Lease of Nadia Rahman: rent changes and renewal' }));
const dialog = () => within(screen.getByRole('dialog', { name: 'Lease of Nadia Rahman' }));
const dialogText = () =>
  (screen.getByRole('dialog', { name: 'Lease of Nadia Rahman' }).textContent ?? '').replace(/\s+/g, ' ');

checkStories(stories, {
  RentChangeScheduled: {
    act: open,
    shows: () => {
      expect(dialogText()).toContain('Rent now: 12,000৳ a monthPlanned end: August 2027');
      expect(dialogText()).toContain('From January 2027: 13,200৳ a month');
      expect(dialog().getByRole('button', { name: 'Cancel the change from January 2027' })).toBeEnabled();
      expect(dialog().getByRole('button', { name: 'Schedule the change' })).toBeEnabled();
      expect(dialog().getByRole('button', { name: 'Send the offer' })).toBeEnabled();
    },
  },
  RenewalOffered: {
    act: open,
    shows: () => {
      expect(dialogText()).toContain(
        'A renewal until August 2028 at 14,000৳ a month from September 2027 is waiting for the member’s answer.',
      );
      expect(dialog().queryByRole('button', { name: 'Send the offer' })).toBeNull();
    },
  },
});

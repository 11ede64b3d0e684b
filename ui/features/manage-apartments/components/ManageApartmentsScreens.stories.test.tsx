/** What each story of ManageApartmentsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories, button, dialog, errorSummary } from '@/test-support/stories.tsx';
import * as stories from './ManageApartmentsScreens.stories.tsx';

/** Picks a CSV file on Manage Apartments and imports it. */
const importCsv = async (user: UserEvent) => {
  await user.upload(
    await screen.findByLabelText('CSV file'),
    new File(['block,floor,number,rent\n'], 'flats.csv', { type: 'text/csv' }),
  );
  await user.click(button('Import apartments'));
};

checkStories(stories, {
  Filled: { shows: /Apartments \(5\).*A101.*C301/ },
  Empty: { shows: 'No apartments yet: add one or import a spreadsheet.' },
  Loading: { shows: 'Loading apartments...', pending: true },
  Failed: { shows: 'Failed to load apartments. Please try again.', error: true },
  AddRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Add apartment' })),
    shows: () => {
      expect(screen.getByLabelText(/^Block/)).toHaveAccessibleDescription(
        'Block must be 1 to 10 letters or digits, like A',
      );
      expect(errorSummary()).toHaveFocus();
    },
    error: true,
  },
  ImportRefused: {
    act: importCsv,
    shows: 'Line 4: Rent must be a whole number of taka from 1 to 10,000,000. Nothing was imported.',
    error: true,
  },
  Imported: {
    act: importCsv,
    shows: 'Imported 50 apartments',
  },
  RetireLetNotOffered: {
    shows: () => {
      const retire = screen.getAllByRole('button', { name: 'Retire Block A, floor 1, A102' });
      expect(retire.every((b) => (b as HTMLButtonElement).disabled)).toBe(true);
      expect(retire[0]).toHaveAccessibleDescription('Let to a member: remove the member before retiring it');
    },
  },
  RetireLeasedFails: {
    act: async (user) => {
      await user.click((await screen.findAllByRole('button', { name: 'Retire Block A, floor 1, A101' }))[0]!);
      await user.click(within(dialog()).getByRole('button', { name: 'Retire' }));
    },
    shows: 'Block A, floor 1, A101 is let to a member: remove the member before retiring it',
    error: true,
  },
});

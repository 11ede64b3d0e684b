/** What each story of ChargesScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, dialog } from '@/test-support/stories.tsx';
import * as stories from './ChargesScreens.stories.tsx';

checkStories(stories, {
  Filled: {
    shows: () => {
      const [, ...rows] = screen.getAllByRole('row').map((r) => r.textContent);
      expect(rows[0]).toMatch(/^Service charge \(Service\)৳1,500From January 2026Every lease/);
      expect(rows[1]).toMatch(/Generator \(Electricity\)৳850.50June 2026 to December 2026A101, B203/);
    },
  },
  Empty: { shows: 'No recurring charges yet. Add the first one below.' },
  Loading: { shows: 'Loading charges...', pending: true },
  LoadFailed: { shows: 'Failed to load the recurring charges. Please try again.', error: true },
  AddIncomplete: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Add charge' })),
    shows: () => {
      expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(
        'Write what the charge is called, up to 80 characters',
      );
      expect(screen.getByLabelText(/^Kind/)).toHaveAttribute('aria-invalid', 'true');
      expect(document.activeElement?.textContent).toContain('Write what the charge is called');
    },
  },
  Ending: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'End Service charge' })),
    shows: () => expect(within(dialog()).getByLabelText('Last month')).toHaveDisplayValue('November 2026'),
  },
  EndRefusedError: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'End Service charge' }));
      await user.click(within(dialog()).getByRole('button', { name: 'End charge' }));
    },
    shows: 'This recurring charge was changed meanwhile, perhaps by another admin',
    error: true,
  },
  ImportLineRefusedError: {
    act: async (user) => {
      await user.upload(
        await screen.findByLabelText('CSV file'),
        new File(['flat,month,kind,amount\n'], 'bills.csv', { type: 'text/csv' }),
      );
      await user.click(button('Load bills'));
    },
    shows: 'Line 3: no lease of C302 covers October 2026',
    error: true,
  },
});

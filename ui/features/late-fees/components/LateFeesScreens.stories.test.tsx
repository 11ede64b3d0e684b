/** What each story of LateFeesScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary, pageText } from '@/test-support/stories.tsx';
import * as stories from './LateFeesScreens.stories.tsx';

checkStories(stories, {
  Off: {
    shows: () => {
      expect(pageText()).toMatch(/Off: no late fees are added\..*While late fees are off, nothing is added\./);
      expect(screen.getByRole('checkbox', { name: 'Charge late fees' })).not.toBeChecked();
      expect(screen.getByLabelText(/^Fee in taka/)).toHaveValue('500');
    },
  },
  Fixed: {
    shows:
      /On since October 2026: no month before it takes a fee\..*Rent still unpaid 4 days after the due day takes a fee of ৳750\./,
  },
  PercentWithCap: {
    shows: () => {
      expect(pageText()).toMatch(
        /On since November 2026.*Rent is due on the 10th.*Rent still unpaid 8 days after the due day takes a fee of 5% of what is unpaid\. A month’s fee is never more than ৳1,000\./,
      );
      expect(screen.getByRole('radio', { name: 'A percent of the unpaid rent' })).toBeChecked();
      expect(screen.getByLabelText(/^Most a month/)).toHaveValue('1000');
    },
  },
  Loading: { shows: 'Loading the late fees...', pending: true },
  LoadFailed: { shows: 'Failed to load the late fees. Please try again.', error: true },
  OutOfRange: {
    act: async (user) => {
      const grace = await screen.findByLabelText(/^Days of grace/);
      await user.clear(grace);
      await user.type(grace, '29');
      await user.type(screen.getByLabelText(/^Most a month/), '10.5');
      await user.click(button('Save late fees'));
    },
    shows: () => {
      const summary = errorSummary();
      expect(summary).toHaveFocus();
      expect(
        within(summary)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        'Allow from 0 to 28 days of grace after the day rent is due',
        'Enter a cap in whole taka from ৳1 to ৳1,00,000, or leave it empty for none',
      ]);
      expect(screen.getByLabelText(/^Days of grace/)).toHaveAttribute('aria-invalid', 'true');
    },
  },
  SaveError: {
    act: async (user) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Charge late fees' }));
      await user.click(button('Save late fees'));
    },
    shows: 'Something went wrong on our side',
    error: true,
  },
  ChangedMeanwhileError: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Save late fees' })),
    shows:
      'Someone else changed the late fees meanwhile: what they saved is shown now. Make your change again and save.',
    error: true,
  },
});

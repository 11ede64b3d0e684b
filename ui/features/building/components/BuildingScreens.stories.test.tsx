/** What each story of BuildingScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, errorSummary } from '@/test-support/stories.tsx';
import * as stories from './BuildingScreens.stories.tsx';

checkStories(stories, {
  Filled: { shows: /Building's name.*Address.*Emergency phone/ },
  Loading: { shows: "Loading the building's details...", pending: true },
  Failed: { shows: "Failed to load the building's details. Please try again.", error: true },
  SaveRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Save details' })),
    shows: () => {
      expect(screen.getByLabelText(/^Latitude/)).toHaveAccessibleDescription(
        expect.stringContaining('Latitude must be a number from -90 to 90'),
      );
      expect(errorSummary()).toHaveFocus();
    },
    error: true,
  },
  RentScheduleInvalid: {
    act: async (user) => {
      const dueDay = await screen.findByLabelText(/Rent is due on day/);
      await user.clear(dueDay);
      await user.type(dueDay, '31');
      const before = screen.getByLabelText(/Remind this many days before/);
      await user.clear(before);
      await user.type(before, '30');
      await user.click(button('Save rent schedule'));
    },
    shows: () => {
      expect(screen.getByLabelText(/Rent is due on day/)).toHaveAccessibleDescription(
        /A day of the month from 1 to 28.*Rent is due on a day of the month from 1 to 28/,
      );
      expect(screen.getByLabelText(/Remind this many days before/)).toHaveAttribute('aria-invalid', 'true');
      expect(within(errorSummary()).getAllByRole('link')).toHaveLength(2);
      expect(errorSummary()).toHaveFocus();
    },
    error: true,
  },
  RentScheduleRefused: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Save rent schedule' })),
    shows: () => {
      expect(screen.getByLabelText(/Rent is due on day/)).toHaveAccessibleDescription(
        expect.stringContaining('Rent is due on a day of the month from 1 to 28'),
      );
      expect(errorSummary()).toHaveFocus();
    },
    error: true,
  },
  RentScheduleChanged: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Save rent schedule' })),
    shows: /Someone else changed the rent schedule while you were editing it/,
    error: true,
  },
  RentScheduleLoading: { shows: 'Loading the rent schedule...', pending: true },
  RentScheduleFailed: { shows: 'Failed to load the rent schedule. Please try again.', error: true },
});

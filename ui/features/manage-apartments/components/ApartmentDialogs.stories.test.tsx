/** What each story of ApartmentDialogs.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { checkStories, dialog } from '@/test-support/stories.tsx';
import * as stories from './ApartmentDialogs.stories.tsx';

checkStories(stories, {
  Rent: { shows: () => expect(within(dialog()).getByLabelText(/Monthly rent/)).toHaveValue('12500') },
  RentSaving: { shows: () => expect(within(dialog()).getByRole('button', { name: 'Saving...' })).toBeDisabled() },
  RentRefused: {
    shows: () =>
      expect(within(dialog()).getByLabelText(/Monthly rent/)).toHaveAccessibleDescription(
        'Rent must be a whole number of taka from 1 to 10,000,000',
      ),
    error: true,
  },
  Photo: { shows: () => expect(within(dialog()).getByLabelText('New photo')).toBeEnabled() },
  PhotoWithoutOne: {
    shows: () => expect(within(dialog()).getByRole('img', { name: /no photo yet/ })).toBeInTheDocument(),
  },
  PhotoRefused: { shows: 'That file is not a JPEG, PNG or WebP picture', error: true },
  Retire: {
    shows:
      /Retire A101\?.*leaves the apartments page and nobody can apply for it again\. Its leases, payments and receipts stay in the records\./,
  },
});

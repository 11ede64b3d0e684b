/** What each story of ApartmentForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './ApartmentForm.stories.tsx';

checkStories(stories, {
  Empty: { shows: () => expect(button('Add apartment')).toBeEnabled() },
  Adding: { shows: () => expect(button('Adding...')).toBeDisabled() },
  FieldsRefused: {
    shows: () => {
      for (const label of [/^Block/, /^Floor/, /^Apartment number/, /^Monthly rent/])
        expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(/^Block/)).toHaveAccessibleDescription(
        'Block must be 1 to 10 letters or digits, like A',
      );
    },
    error: true,
  },
  Duplicate: {
    shows: () =>
      expect(screen.getByLabelText(/^Apartment number/)).toHaveAccessibleDescription(
        'Block A, floor 1, A101 is already in the building',
      ),
    error: true,
  },
  PhotoTooLarge: { shows: 'That picture is larger than 5 MB; pick a smaller one', error: true },
  SaveFailed: {
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    error: true,
  },
});

/** What each story of ReportForm.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './ReportForm.stories.tsx';

checkStories(stories, {
  Member: {
    shows: () => {
      expect(screen.getByRole('radio', { name: 'My flat (A101)' })).toBeChecked();
      expect(screen.getByRole('group', { name: 'May staff enter the flat when nobody is home?' })).toBeInTheDocument();
    },
  },
  PlainUser: { shows: /Common areaYou have no flat in the building/ },
  DraftKept: {
    shows: () => {
      expect(screen.getByLabelText(/^Title/)).toHaveValue('Kitchen tap leaking');
      expect(screen.getByLabelText(/^Description/)).toHaveValue('Under the');
    },
  },
  Sending: { shows: () => expect(button('Sending...')).toBeDisabled() },
  FieldsRefused: {
    shows: () =>
      expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription(
        'Give the problem a short title of 1 to 120 characters, like "Kitchen tap leaking"',
      ),
    error: true,
  },
  PhotoRefused: { shows: 'leak.heic is not a JPEG, PNG or WebP picture', error: true },
  LimitRefused: { shows: 'You have reported 5 problems today', error: true },
});

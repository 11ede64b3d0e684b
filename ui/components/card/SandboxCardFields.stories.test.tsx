/** What each story of SandboxCardFields.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './SandboxCardFields.stories.tsx';

checkStories(stories, {
  Empty: { shows: () => expect(screen.getByLabelText(/Card number/)).toHaveValue('') },
  Filled: { shows: () => expect(screen.getByLabelText(/Card number/)).toHaveValue('4242 4242 4242 4242') },
  Disabled: { shows: () => expect(screen.getByLabelText(/Card number/)).toBeDisabled() },
  Incomplete: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      expect(screen.getByLabelText(/Expiry/)).toHaveAccessibleDescription('Enter the expiry date');
    },
  },
});

/** What each story of Shared.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { DEFAULT_AVATAR } from '@/components/ui/Avatar.tsx';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './Shared.stories.tsx';

checkStories(stories, {
  Buttons: { shows: () => expect(button('Disabled')).toBeDisabled() },
  TextFields: { shows: () => expect(screen.getByLabelText('Disabled')).toHaveValue('Cannot edit') },
  // The status line in each tone, the error tone among them.
  StatusLines: { shows: /Loading apartments\.\.\..*Failed to load apartments\. Please try again\./, error: true },
  Avatars: {
    shows: () => {
      expect(screen.getByAltText('Default avatar')).toHaveAttribute('src', DEFAULT_AVATAR);
      expect(screen.getByAltText('Broken photo falls back')).toBeInTheDocument();
      expect(screen.getByAltText('With a photo')).toHaveAttribute('src', '/sample-photo.svg');
    },
  },
  Headings: {
    shows: () => expect(screen.getByRole('heading', { name: 'Available Apartments' })).toBeInTheDocument(),
  },
  TakaAmounts: { shows: '12,500৳ and 10,00,000৳' },
});

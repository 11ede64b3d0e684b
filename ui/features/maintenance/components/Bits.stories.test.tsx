/** What each story of Bits.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './Bits.stories.tsx';

checkStories(stories, {
  Badges: { shows: 'Status: SubmittedStatus: In progressStatus: ResolvedStatus: ClosedStatus: DeclinedEmergency' },
  Emergency: {
    shows: () =>
      expect(screen.getByRole('link', { name: 'Call +880 1711-000999 now' })).toHaveAttribute(
        'href',
        'tel:+8801711000999',
      ),
  },
  EmergencyWithoutNumber: {
    shows: () => expect(screen.getByRole('link', { name: 'Call 999 now' })).toHaveAttribute('href', 'tel:999'),
  },
});

/** What each story of CouponsTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, rowOf } from '@/test-support/stories.tsx';
import * as stories from './CouponsTable.stories.tsx';

checkStories(stories, {
  Filled: { shows: () => expect(rowOf('EID15').getByRole('button')).toBeEnabled() },
  Toggling: {
    shows: () => {
      expect(rowOf('EID15').getByRole('button')).toBeDisabled();
      expect(rowOf('WELCOME10').getByRole('button')).toBeEnabled();
    },
  },
  Empty: { shows: 'No coupons found' },
  WithExpired: { shows: () => expect(rowOf('PUJA20').getByText('Expired')).toBeInTheDocument() },
  // On its last day a coupon still works.
  LastDay: { shows: () => expect(rowOf('PUJA20').getByText('Active')).toBeInTheDocument() },
});

/** What each story of AcceptRequestDialog.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { within } from '@testing-library/react';
import { checkStories, dialog } from '@/test-support/stories.tsx';
import * as stories from './AcceptRequestDialog.stories.tsx';

checkStories(stories, {
  ThisMonth: {
    shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('November 2026'),
  },
  MonthOfRequest: {
    shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('October 2026'),
  },
  RequestedThisMonth: {
    shows:
      /Accept Karim Ahmed's request.*From the month of the request \(November 2026\) to next month \(December 2026\)/,
  },
  NoChoice: { shows: () => expect(within(dialog()).queryByLabelText('Lease starts')).toBeNull() },
  ApplicantOwes: { shows: 'Sohel Rana still owes 32,000৳ in rent from an earlier lease. Accept the request anyway?' },
  WithTerms: {
    shows: () => expect(within(dialog()).getByLabelText('Security deposit (৳)')).toHaveValue('29000'),
  },
});

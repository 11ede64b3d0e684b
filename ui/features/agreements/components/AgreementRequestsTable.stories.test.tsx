/** What each story of AgreementRequestsTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, button, rowOf } from '@/test-support/stories.tsx';
import * as stories from './AgreementRequestsTable.stories.tsx';

checkStories(stories, {
  Filled: { shows: () => expect(button("Accept Karim Ahmed's request")).toBeEnabled() },
  Deciding: {
    shows: () => {
      expect(button("Accept Nadia Rahman's request")).toBeDisabled();
      expect(button("Reject Nadia Rahman's request")).toBeDisabled();
      expect(button("Accept Karim Ahmed's request")).toBeEnabled();
    },
  },
  Empty: { shows: 'No requests found' },
  ApplicantOwes: { shows: /Sohel RanaOwes 32,000৳ from an earlier lease/ },
  Competing: {
    shows: () => {
      expect(rowOf('Nadia Rahman').getByText('1 other request for this flat')).toBeInTheDocument();
      expect(rowOf('Rafiq Islam').getByText('1 other request for this flat')).toBeInTheDocument();
    },
  },
});

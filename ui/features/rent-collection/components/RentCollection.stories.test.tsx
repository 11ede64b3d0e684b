/** What each story of RentCollection.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './RentCollection.stories.tsx';

checkStories(stories, {
  TableFilled: { shows: /Nadia Rahman.*Karim Ahmed.*Rafiq Islam/ },
  TableWithDeskPayments: {
    shows: /Farhana Akter.*Paid13,000৳7 Nov 2026Cash.*Sohel Rana.*Part paid8,000৳of 16,000৳9 Nov 2026bKash/,
  },
  TableEmpty: { shows: "Nobody's lease covers November 2026." },
  TotalsPartlyCollected: { shows: /Collection Rate73\.03%2 of 3 members have paid/ },
  TotalsAllCollected: { shows: /Collection Rate100%2 of 2 members have paid/ },
  TotalsNoMembers: { shows: '0 of 0 members have paid.' },
});

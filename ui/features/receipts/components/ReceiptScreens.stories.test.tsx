/** What each story of ReceiptScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './ReceiptScreens.stories.tsx';

checkStories(stories, {
  Member: { shows: /Back to Payment History.*Download PDF.*Print.*Receipt No\. R-000012/ },
  Admin: { shows: /Back to Rent Collection.*Download PDF.*Print.*Receipt No\. R-000015/ },
  MemberCash: { shows: /Back to Payment History.*Receipt No\. R-000018.*Paid in cash/ },
  AdminBkash: { shows: /Back to Rent Collection.*Receipt No\. R-000017.*Paid by bKash, reference BKX7Q2M9/ },
  FormerMember: { shows: /Back to My Profile.*Receipt No\. R-000012/ },
  Loading: { shows: 'Loading receipt...', pending: true },
  NotFound: { shows: 'Receipt not found. It may belong to another account, or the link may be wrong.', error: true },
  NotANumber: {
    shows: 'Receipt not found. It may belong to another account, or the link may be wrong.',
    error: true,
  },
  Failed: { shows: 'Failed to load the receipt. Please try again.', error: true },
});

/** What each story of PaymentHistoryTable.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PaymentHistoryTable.stories.tsx';

checkStories(stories, {
  Filled: { shows: /pi_sandbox_77b0e4d1.*pi_sandbox_3f9a12c0/ },
  Empty: { shows: 'No payments found' },
  WithoutReceiptNumber: { shows: /pi_sandbox_3f9a12c0Not available/ },
  BothKinds: {
    shows:
      /12 Dec 2026—Cash——3,000৳—Receipt8 Dec 2026—bKash——5,000৳BKX7Q2M9Receipt4 Nov 2026—Bank transfer——20,000৳DBBL-553201Receipt3 Nov 2026November 2026Card14,500৳0%14,500৳pi_sandbox_77b0e4d1Receipt6 Oct 2026/,
  },
});

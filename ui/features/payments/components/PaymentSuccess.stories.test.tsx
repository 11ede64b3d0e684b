/** What each story of PaymentSuccess.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PaymentSuccess.stories.tsx';

checkStories(stories, {
  Paid: { shows: '13,050৳ paid for December 2026.View receiptPayment HistoryMake Another Payment' },
  WithoutReceipt: { shows: '13,050৳ paid for December 2026.Payment HistoryMake Another Payment' },
});

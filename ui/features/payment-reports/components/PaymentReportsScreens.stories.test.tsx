/** What each story of PaymentReportsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './PaymentReportsScreens.stories.tsx';

checkStories(stories, {
  Waiting: {
    shows:
      /2 reports waiting.*Karim Ali, Block C, floor 1, C104.*Cheque.*Nadia Rahman, Block B, floor 3, B302.*Decided.*Confirmed, receipt R-000021 by office@example\.com/,
  },
  NothingWaiting: { shows: /Nothing waiting.*Decided/ },
  Empty: { shows: 'No resident has reported a payment yet.' },
  Loading: { shows: 'Loading the payment reports…', pending: true },
  LoadFailed: { shows: 'The payment reports could not be loaded.', error: true },
  DecidedMeanwhile: {
    act: async (user) =>
      user.click(
        await screen.findByRole('button', { name: 'Confirm 14,500 taka from Karim Ali, Block C, floor 1, C104' }),
      ),
    shows: 'This payment report was already rejected by sumi@example.com: Wrong amount',
    error: true,
  },
});

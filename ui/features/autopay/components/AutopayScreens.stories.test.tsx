/** What each story of AutopayScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './AutopayScreens.stories.tsx';

checkStories(stories, {
  Off: { shows: /AutopayAutopay charges your saved card.*Autopay is offNo card saved yet\.Save a card/ },
  On: {
    shows:
      /Autopay is onCard: VISA ending 4242Never more than 20,000৳Next charge: 5 Dec 2026Last charge \(November 2026\): paid 12,000৳/,
  },
  Skipping: { shows: /Next charge: 5 Jan 2027December 2026 is skipped\./ },
  OverCap: { shows: /Last charge \(November 2026\): not charged: 24,000৳ is over your cap/ },
  Declined: { shows: /Last charge \(November 2026\): card declined/ },
  Loading: { shows: 'Loading autopay…', pending: true },
  LoadFailed: { shows: 'Autopay could not be loaded. Try again later.', error: true },
  AdminList: { shows: /Autopay.*20,000৳VISA •••• 4242/ },
  AdminNone: { shows: 'No member has autopay on.' },
});

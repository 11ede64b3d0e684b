/** What each story of RentStatusCard.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './RentStatusCard.stories.tsx';

checkStories(stories, {
  OneMonthOwed: {
    shows:
      'Rent statusRent is due on the 5th of each month.1 month unpaidDecember 2026 — 14,500৳Total due14,500৳Pay rent for December 2026',
  },
  SeveralMonthsOwed: {
    shows:
      /Rent is due on the 5th of each month\.3 months unpaidDecember 2026, Overdue — 14,500৳January 2027, Overdue — 14,500৳February 2027 — 14,500৳Total due43,500৳Pay rent for December 2026/,
  },
  DueOnThe22nd: {
    shows: /Rent is due on the 22nd of each month\..*February 2027, Overdue — 14,500৳/,
  },
  PaidUp: {
    shows:
      'Rent is due on the 5th of each month.Paid upEvery month up to November 2026 is paid.Pay December 2026 ahead',
  },
  PaidAhead: {
    shows: () =>
      expect(pageText()).toBe(
        'Rent statusRent is due on the 5th of each month.Paid upEvery month up to October 2026 is paid.',
      ),
  },
  Loading: { shows: 'Rent statusLoading rent status...' },
  Failed: { shows: 'Failed to load your rent status. Please try again later.', error: true },
});

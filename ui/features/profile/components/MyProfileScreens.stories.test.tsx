/** What each story of MyProfileScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './MyProfileScreens.stories.tsx';

checkStories(stories, {
  MemberOneMonthOwed: {
    shows:
      /Rent statusRent is due on the 5th of each month\.1 month unpaidDecember 2026 — 14,500৳Total due14,500৳Pay rent for December 2026.*Agreement Details/,
  },
  MemberSeveralMonthsOwed: {
    shows: /3 months unpaid.*February 2027 — 14,500৳Total due43,500৳Pay rent for December 2026/,
  },
  MemberPaidUp: { shows: 'Paid upEvery month up to November 2026 is paid.Pay December 2026 ahead' },
  MemberBalanceOwing: { shows: 'Balance43,350.50৳ owedSee my accountParking spaceP-01' },
  MemberBalanceInCredit: { shows: 'BalanceIn creditSee my accountParking spaceP-01' },
  MemberBalanceFailed: { shows: 'BalanceCould not loadSee my account', error: true },
  MemberPaidAhead: { shows: /Paid upEvery month up to October 2026 is paid\.(?!Pay).*Agreement Details/ },
  MemberRentStatusLoading: { shows: /Loading rent status\.\.\..*Agreement Details/, pending: true },
  MemberRentStatusFailed: {
    shows: /Failed to load your rent status\. Please try again later\..*Agreement Details/,
    error: true,
  },
  User: {
    shows: ({ answered }) => {
      expect(answered.has('GET /api/agreements/user')).toBe(true);
      expect(answered.has('GET /api/payments/dues')).toBe(false);
      expect(pageText()).toContain('Request waiting for a decision');
      expect(pageText()).not.toContain('Rent status');
    },
  },
  FormerResidentOwing: {
    shows:
      /Your lease of Block A, floor 1, A101 ended in October 2026\..*2 months unpaid.*Total due32,000৳Pay rent for September 2026Balance32,000৳ owedSee my account/,
  },
});

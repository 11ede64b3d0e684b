/** What each story of RentCollectionScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, pageText } from '@/test-support/stories.tsx';
import * as stories from './RentCollectionScreens.stories.tsx';

checkStories(stories, {
  Filled: { shows: /November 2026.*Collection Rate73\.03%.*Rafiq Islam/ },
  PaidAtTheDesk: {
    shows:
      /Collected52,050৳.*Outstanding20,000৳.*3 of 5 members have paid\..*Farhana Akter.*Cash.*Sohel Rana.*Part paid/,
  },
  CurrentMonth: {
    shows: () => {
      const now = new Date();
      expect(screen.getByLabelText('Month')).toHaveValue(
        `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`,
      );
      expect(pageText()).toContain('Rafiq Islam');
    },
  },
  NoMembers: { shows: "Nobody's lease covers November 2026." },
  PastMonthWithFormerMember: {
    shows: /June 2026Everyone whose lease covers June 2026, including anyone who has moved out since\..*Salma Begum/,
  },
  NoMonthPicked: { shows: 'Pick a month to see its rent collection.' },
  Loading: { shows: 'Loading rent collection...', pending: true },
  Failed: { shows: 'Failed to load the rent collection. Please try again.', error: true },
  CsvDownloadFails: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Download CSV' })),
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    error: true,
  },
});

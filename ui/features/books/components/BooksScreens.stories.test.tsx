/** What each story of BooksScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, pageText, rowOf } from '@/test-support/stories.tsx';
import * as stories from './BooksScreens.stories.tsx';

checkStories(stories, {
  Filled: {
    shows: () => {
      const [, ...rows] = screen.getAllByRole('row').map((r) => r.textContent);
      expect(rows[0]).toMatch(/^Karim Ahmed/);
      expect(rows.at(-1)).toMatch(/^Total/);
      expect(pageText()).toMatch(/Rafiq Islam.*Moved out/);
      // Billed and collected: November's rents against November's card, cash and cheque.
      const november = rowOf('November 2026');
      expect(november.getAllByRole('cell').map((c) => c.textContent)).toEqual(
        expect.arrayContaining(['November 2026', '63,500৳', '41,000৳']),
      );
    },
  },
  NobodyOwes: {
    shows: () => {
      expect(pageText()).toContain('Nobody owes anything, and no lease is running.');
      expect(pageText()).toContain('Nothing was billed or collected in the last 12 months.');
    },
  },
  Loading: { shows: 'Loading the books...', pending: true },
  Failed: { shows: 'Failed to load the books. Please try again.', error: true },
  CollectionLoading: { shows: 'Loading what was billed and collected...', pending: true },
  CollectionFailed: { shows: 'Failed to load what was billed and collected. Please try again.', error: true },
  CollectionCsvFails: {
    act: async (user) => {
      const section = within(await screen.findByRole('region', { name: 'Billed and collected' }));
      await section.findByRole('table', {
        name: 'Billed and collected each month, with the money collected by method',
      });
      await user.click(section.getByRole('button', { name: 'Download CSV' }));
    },
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong on our side'),
    error: true,
  },
});

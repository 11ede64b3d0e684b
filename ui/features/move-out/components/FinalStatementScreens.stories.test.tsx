/** What each story of FinalStatementScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories, dialog, pageText } from '@/test-support/stories.tsx';
import * as stories from './FinalStatementScreens.stories.tsx';

/** Presses Download PDF once the statement is there. */
const downloadPdf = async (user: UserEvent) => user.click(await screen.findByRole('button', { name: 'Download PDF' }));

checkStories(stories, {
  DraftStatement: {
    shows: () => {
      expect(pageText()).toMatch(/Final statement: Karim Ahmed.*Draft: not settled yet.*Broken kitchen window3,000৳/);
      expect(pageText()).toMatch(/Owed on the books at the end5,000৳.*Security deposit held40,000৳/);
      expect(pageText()).toContain('Refund due to the resident32,000৳');
      expect(screen.getByRole('button', { name: 'Remove the deduction “Broken kitchen window”' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Settle the statement' })).toBeEnabled();
    },
  },
  SettlingWithRefund: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Settle the statement' })),
    shows: () => {
      expect(dialog()).toHaveTextContent('The deposit leaves a refund of 32,000 taka.');
      expect(within(dialog()).getByLabelText(/^Paid by/)).toBeEnabled();
      expect(within(dialog()).getByLabelText(/^Reference/)).toBeEnabled();
    },
  },
  FinalStatementWithRefund: {
    shows: () => {
      expect(pageText()).toMatch(/Settled on 22 Nov 2026/);
      expect(pageText()).toMatch(/Refunded 32,000৳ by bKash \(Reference BK-7781\)/);
      expect(screen.queryByRole('button', { name: 'Settle the statement' })).toBeNull();
      expect(screen.queryByRole('button', { name: /^Remove the deduction/ })).toBeNull();
    },
  },
  FinalStatementWithBalanceOwed: {
    shows: /Damaged floor tiles7,500৳.*Unpaid gas bill1,000৳.*Still owed to the building12,500৳12,500৳ still owed/,
  },
  StatementsList: { shows: /Karim Ahmed.*Draft: not settled yet.*Nadia Rahman.*12,500৳ still owed/ },
  StatementsEmpty: { shows: 'No lease has ended with a final statement yet.' },
  StatementPdfPreparing: {
    shows: /Preparing PDF\.\.\.Print.*Settled on 22 Nov 2026/,
    pending: true,
    act: downloadPdf,
  },
  StatementPdfFailed: {
    shows: /Download PDFSomething went wrong on our side.*Settled on 22 Nov 2026/,
    error: true,
    act: downloadPdf,
  },
  StatementLoading: { shows: 'Loading the final statement…', pending: true },
  StatementError: { shows: 'The final statement could not be loaded.', error: true },
  MyFinalStatement: { shows: /My final statement.*Download PDF.*Print.*Karim Ahmed.*Refunded 32,000৳ by bKash/ },
  MyFinalStatementPdfFailed: {
    shows: /Download PDFSomething went wrong on our side.*Karim Ahmed/,
    error: true,
    act: downloadPdf,
  },
});

/** What each story of StatementScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import type { UserEvent } from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './StatementScreens.stories.tsx';

/** Presses Download PDF once the statement is there. */
const download = async (user: UserEvent) => user.click(await screen.findByRole('button', { name: 'Download PDF' }));

checkStories(stories, {
  OwingMonth: {
    shows:
      /Back to the books of Karim Ahmed.*Download PDF.*Print.*Statement for September 2026.*Balance brought forward.*Balance carried forward/,
  },
  PdfPreparing: { shows: /Preparing PDF\.\.\.Print.*Statement for September 2026/, pending: true, act: download },
  PdfFailed: {
    shows: /Download PDFSomething went wrong on our side.*Statement for September 2026/,
    error: true,
    act: download,
  },
  InCreditMonth: { shows: /Balance carried forward5,000৳ in credit/ },
  FormerResidentLastMonth: { shows: /Statement for August 2026.*Rent/ },
  Loading: { shows: 'Loading the statement...', pending: true },
  Failed: { shows: 'Failed to load the statement. Please try again.', error: true },
});

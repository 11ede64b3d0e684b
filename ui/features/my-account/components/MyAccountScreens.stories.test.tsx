/** What each story of MyAccountScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories } from '@/test-support/stories.tsx';
import * as stories from './MyAccountScreens.stories.tsx';

/** Presses Download PDF once the statement is there. */
const downloadPdf = async (user: UserEvent) => user.click(await screen.findByRole('button', { name: 'Download PDF' }));

checkStories(stories, {
  PaidUp: {
    shows:
      /BalanceAll paid upYour lease of Block B, floor 3, B302, since October 2026\. As of 20 Nov 2026\.Payments and credits/,
  },
  PartlyPaid: {
    shows: /You owe 9,500৳.*Pay rent for December 2026.*December 2026Rent14,500৳5,000৳9,500৳.*Payment by bKash/,
  },
  InCredit: { shows: /You are 5,500৳ in creditYour lease.*Your credit pays your next charges by itself\./ },
  TermsOwed: { shows: /Your lease terms.*24,000৳ still to pay\..*Deposit held 0৳\./ },
  DepositHeld: {
    shows: /Your lease terms.*Monthly rent12,000৳.*Paid: those months’ rent is settled\..*Deposit held 24,000৳\./,
  },
  RentRaised: { shows: /Your lease terms.*Monthly rent12,600৳/ },
  OwingSeveral: {
    shows:
      /You owe 43,350\.50৳.*Pay 43,350\.50৳Pay rent for December 2026Or pay one charge at a time: press Pay beside it in the list below\..*January 2027Service charge2,000৳.*February 2027Gas bill850\.50৳/,
  },
  FormerResidentOwing: {
    shows:
      /You owe 32,000৳Your lease of Block A, floor 1, A101 ended in October 2026\. What it left unpaid can still be paid\..*Pay rent for September 2026/,
  },
  WithVoidedEntries: {
    shows:
      /Voided entries.*Voided: Water bill for November 2026, 600৳ — Charged to the wrong flatVoided: Payment of 3 Nov 2026, 14,500৳ — Entered twice/,
  },
  Loading: { shows: 'Loading your account...', pending: true },
  LoadFailed: { shows: 'Failed to load your account. Please try again.', error: true },
  NoLease: { shows: 'Your account appears here once your lease starts' },
  Statement: {
    shows:
      /Statement of accountNovember 2026ResidentNadia Rahman.*Opening balance0৳.*November 2026Rent14,500৳14,500৳3 Nov 2026Payment by card14,500৳0৳Closing balance0৳/,
  },
  StatementOwing: {
    shows: /Opening balance28,000৳.*February 2027Gas bill850\.50৳43,350\.50৳Closing balance43,350\.50৳/,
  },
  StatementInCredit: { shows: /Closing balance5,500৳ in credit/ },
  StatementPdfPreparing: {
    shows: /Preparing PDF\.\.\.Print.*Statement of accountNovember 2026/,
    pending: true,
    act: downloadPdf,
  },
  StatementPdfFailed: {
    shows: /Download PDFSomething went wrong on our side.*Statement of accountNovember 2026/,
    error: true,
    act: downloadPdf,
  },
  StatementLoading: { shows: 'Loading the statement...', pending: true },
  StatementFailed: { shows: 'Failed to load the statement. Please try again.', error: true },
  StatementOutsideLease: { shows: 'There is no statement for this month.' },
  ReportWaiting: {
    shows: /Payments you reported.*2 Feb 2027bKash9KX47TQ214,500৳Waiting for the building.*Report a payment/,
  },
  ReportConfirmed: { shows: /3 Jan 2027Bank transferDBBL-99881214,500৳Confirmed, receipt R-000021/ },
  ReportRejected: {
    shows: /Nagad.*Rejected: No Nagad payment with this reference reached the building/,
  },
  ReportsEmpty: { shows: /You have not reported a payment\..*Report a payment/ },
  ReportFormErrors: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Report the payment' })),
    shows: () => {
      expect(screen.getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
      expect(screen.getByLabelText(/^Transaction or cheque reference/)).toHaveAttribute('aria-invalid', 'true');
    },
    error: true,
  },
  ReportRefusedByServer: {
    act: async (user) => {
      await user.type(await screen.findByLabelText(/^Amount in taka/), '14500');
      await user.type(screen.getByLabelText(/^The day you paid/), '2020-01-01');
      await user.selectOptions(screen.getByLabelText(/^How you paid/), 'bkash');
      await user.type(screen.getByLabelText(/^Transaction or cheque reference/), 'TX1');
      await user.click(screen.getByRole('button', { name: 'Report the payment' }));
    },
    shows: () =>
      expect(screen.getByLabelText(/^The day you paid/)).toHaveAccessibleDescription(
        'Pick the day you paid: not in the future, and not before your lease began',
      ),
    error: true,
  },
});

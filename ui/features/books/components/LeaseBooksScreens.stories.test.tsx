/** What each story of LeaseBooksScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, button, dialog, errorSummary, pageText, rowOf } from '@/test-support/stories.tsx';
import * as stories from './LeaseBooksScreens.stories.tsx';

checkStories(stories, {
  OwingSeveral: { shows: /Books of Karim Ahmed.*Balance · As of 28 Nov 2026Owes 53,700৳/ },
  PartlyPaid: { shows: () => expect(rowOf('November 2026').getByText('Part paid')).toBeInTheDocument() },
  PaidUp: {
    shows: () => {
      expect(pageText()).toContain('Paid up');
      expect(screen.queryByRole('button', { name: /^Void/ })).toBeNull();
    },
  },
  InCredit: { shows: /In credit 5,000৳/ },
  WithDepositHeld: { shows: /2 months’ rent paid ahead\..*Deposit held 36,000৳ of 36,000৳\./ },
  FormerResidentOwing: { shows: /Moved out.*Late fee, June 2026.*Written twice by mistake/ },
  WithLateFees: {
    shows: () => {
      const november = screen.getAllByRole('row').filter((r) => /November 2026Late fee/.test(r.textContent ?? ''));
      expect(november).toHaveLength(1);
      expect(
        within(november[0]!).getByRole('button', { name: 'Waive the late fee for November 2026' }),
      ).toHaveTextContent('Waive');
      expect(pageText()).toMatch(/Voided entries.*Late fee, October 2026750৳First time late: waived/);
      expect(screen.queryByRole('button', { name: 'Waive the late fee for October 2026' })).toBeNull();
    },
  },
  WaivingLateFee: {
    act: async (user) =>
      user.click(await screen.findByRole('button', { name: 'Waive the late fee for November 2026' })),
    shows: () => {
      const asked = within(dialog());
      expect(asked.getByRole('heading', { name: 'Waive this late fee?' })).toBeInTheDocument();
      expect(dialog()).toHaveTextContent(
        'Late fee ৳750 for November 2026 will no longer be owed. The fee stays in the books as waived, with your reason, and its month never takes another late fee.',
      );
      expect(asked.getByLabelText(/^Why is it waived/)).toBeEnabled();
      expect(asked.getByRole('button', { name: 'Waive fee' })).toBeEnabled();
    },
  },
  Loading: { shows: 'Loading this lease’s books...', pending: true },
  Failed: { shows: 'Failed to load this lease’s books. Please try again.', error: true },
  PaymentFormErrors: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
      await user.click(button('Record payment'));
    },
    shows: () =>
      expect(
        within(errorSummary())
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual([
        'Enter an amount above ৳0 and up to ৳1,00,00,000, with at most two decimals',
        'Pick how it was paid: cash, bank, cheque, bkash, nagad',
      ]),
    error: true,
  },
  PaymentRefusedError: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
      await user.type(screen.getByLabelText(/^Amount/), '20000000');
      await user.selectOptions(screen.getByLabelText(/^Method/), 'cash');
      await user.click(button('Record payment'));
    },
    shows: () =>
      expect(screen.getByLabelText(/^Amount/)).toHaveAccessibleDescription(
        'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
      ),
    error: true,
  },
  AddChargeForm: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Add a charge' })),
    shows: () => expect(screen.getByRole('form', { name: 'Add a charge' })).toBeInTheDocument(),
  },
  VoidDialog: {
    act: async (user) =>
      user.click(await screen.findByRole('button', { name: 'Void the charge Gas bill for September 2026' })),
    shows: () => expect(dialog()).toHaveTextContent(/Void this entry\?Gas bill ৳1,200 for September 2026 will/),
  },
});

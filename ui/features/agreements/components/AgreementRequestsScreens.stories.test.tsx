/** What each story of AgreementRequestsScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { checkStories, dialog, pageText, rowOf } from '@/test-support/stories.tsx';
import * as stories from './AgreementRequestsScreens.stories.tsx';

checkStories(stories, {
  Requests: { shows: /Nadia Rahman.*Karim Ahmed/ },
  RequestWithDetails: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Details of Nadia Rahman' })),
    shows: () => {
      expect(within(dialog()).getByRole('heading')).toHaveTextContent('Details of Nadia Rahman');
      expect(dialog().textContent).toMatch(/NID number1990123456789/);
      expect(within(dialog()).getByRole('link', { name: 'Tenant information sheet' })).toHaveAttribute(
        'href',
        '/dashboard/agreement-requests/ag-1/tenant-sheet',
      );
    },
  },
  RequestWithoutDetails: {
    act: async (user) => user.click(await screen.findByRole('button', { name: 'Details of Nadia Rahman' })),
    shows: () => expect(dialog().textContent).toContain('Not given: this request was sent before'),
  },
  AcceptDialog: {
    act: async (user) => user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" })),
    shows: () => expect(within(dialog()).getByLabelText('Lease starts')).toHaveDisplayValue('November 2026'),
  },
  Accepted: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
      await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
    },
    shows: () => {
      expect(pageText()).toContain('Nadia Rahman is now the resident of Block B, floor 3, B302 from November 2026');
      expect(screen.queryByRole('button', { name: 'Details of Nadia Rahman' })).toBeNull();
    },
  },
  Accepting: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
      await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
    },
    shows: () =>
      expect(rowOf('Nadia Rahman').getByRole('button', { name: "Accept Nadia Rahman's request" })).toBeDisabled(),
    pending: true,
  },
  AlreadyRentedFails: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
      await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
    },
    shows: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Block B, floor 3, B302 is already rented to Rafiq Islam: reject Nadia Rahman's request?",
      );
      expect(screen.getByRole('button', { name: 'Reject this request' })).toBeInTheDocument();
    },
    error: true,
  },
  RejectDialog: {
    act: async (user) => user.click(await screen.findByRole('button', { name: "Reject Karim Ahmed's request" })),
    shows: /Reject Karim Ahmed's request.*they can apply again/,
  },
  OpenedFromNotification: {
    shows: () => {
      expect(pageText()).toContain('The request of Nadia Rahman for Block B, floor 3, B302 is marked below.');
      expect(screen.getByText('Nadia Rahman', { selector: 'td span' }).closest('tr')).toHaveAttribute(
        'aria-current',
        'true',
      );
    },
  },
  OpenedButDecided: { shows: 'The request you opened is no longer waiting' },
  AlreadyDecidedFails: {
    act: async (user) => {
      await user.click(await screen.findByRole('button', { name: "Accept Nadia Rahman's request" }));
      await user.click(within(dialog()).getByRole('button', { name: 'Accept' }));
    },
    shows: () => {
      expect(pageText()).toContain('This request was already rejected, perhaps by another admin.');
      expect(screen.queryByRole('button', { name: 'Details of Nadia Rahman' })).toBeNull();
    },
    error: true,
  },
});

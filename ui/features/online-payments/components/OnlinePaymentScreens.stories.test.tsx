/** What each story of OnlinePaymentScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './OnlinePaymentScreens.stories.tsx';

checkStories(stories, {
  PayChoice: {
    shows: () => {
      expect(screen.getByRole('heading', { level: 1, name: 'Pay' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /bKash, Nagad, cards \(SSLCommerz\)/ })).toBeChecked();
      expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
      expect(button(/^Continue to SSLCommerz to pay/)).toBeEnabled();
    },
  },
  PayChoiceCard: {
    act: async (user) => user.click(await screen.findByRole('radio', { name: 'Card, here' })),
    shows: () => {
      expect(screen.getByLabelText(/^Card number/)).toBeInTheDocument();
      expect(button(/^Pay /)).toBeInTheDocument();
    },
  },
  GatewayDownError: {
    act: async (user) => user.click(await screen.findByRole('button', { name: /^Continue to SSLCommerz/ })),
    shows: 'The payment gateway could not be reached to open the checkout; try again in a few minutes',
    error: true,
  },
  PayChoiceBangla: { shows: /কীভাবে পরিশোধ করতে চান\?বিকাশ, নগদ, কার্ড \(এসএসএলকমার্জ\)/ },
  Paid: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Payment successful' })).toHaveFocus();
      expect(screen.getByRole('link', { name: 'View receipt R-000023' })).toHaveAttribute(
        'href',
        '/dashboard/receipts/23',
      );
    },
  },
  DidNotGoThrough: {
    shows:
      /Payment failedThe payment of 14,500৳ did not go through\. Nothing was taken or recorded\.Pay againBack to My Account/,
  },
  Cancelled: {
    shows: () => {
      expect(document.body.textContent).toMatch(
        /You cancelled the payment of 14,500৳\. Nothing was taken or recorded\./,
      );
      expect(screen.getByRole('link', { name: 'Pay again' })).toHaveAttribute(
        'href',
        '/dashboard/my-account/pay?charge=gas-feb',
      );
    },
  },
  StillConfirming: {
    shows: /Still confirming your paymentWe are waiting for SSLCommerz to confirm your payment of 14,500৳/,
  },
  StillConfirmingLong: { shows: /SSLCommerz has not confirmed it yet\./ },
  RefundUnderWay: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'Refund under way' })).toHaveFocus();
      expect(document.body.textContent).toMatch(
        /SSLCommerz took 14,500৳, but it was no longer owed, so it is being given back to you\. Nothing was recorded in your books\./,
      );
      expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
    },
  },
  RefundByHand: {
    shows: () => {
      expect(screen.getByRole('heading', { name: 'To be given back by hand' })).toHaveFocus();
      expect(document.body.textContent).toMatch(
        /SSLCommerz took 14,500৳, which was no longer owed, and then cancelled its refund\. The building office will give it back to you by hand\./,
      );
      expect(screen.queryByRole('link', { name: 'Pay again' })).not.toBeInTheDocument();
    },
  },
  Refunded: { shows: /RefundedThe 14,500৳ SSLCommerz took was given back to you\..*Pay againBack to My Account/ },
  Expired: {
    shows:
      /Payment not confirmedSSLCommerz did not confirm your payment of 14,500৳ within a day, so nothing was recorded\. If money was taken, contact the building office with this page\.Pay again/,
  },
  RefundUnderWayBangla: { shows: /টাকা ফেরত দেওয়া হচ্ছে/ },
  PaidBangla: { shows: /পেমেন্ট সফল হয়েছে/ },
  NotFoundError: { shows: 'There is no such payment of yours.', error: true },
  Loading: { shows: 'Loading your payment...', pending: true },
  LoadFailed: { shows: 'Failed to load your payment. Please try again.', error: true },
});

/** What each story of PayScreens.stories.tsx shows once it has settled (see test-support/stories.tsx). */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkStories, button } from '@/test-support/stories.tsx';
import * as stories from './PayScreens.stories.tsx';

/** Types a card number (any future expiry, any CVC) on My Account's Pay by card screen and presses Pay. */
const payByCard = (number: string) => async (user: UserEvent) => {
  await user.type(await screen.findByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry/), '1234');
  await user.type(screen.getByLabelText(/^CVC/), '123');
  await user.click(button(/^Pay /));
};

checkStories(stories, {
  WholeBalance: {
    shows:
      /Pay by cardWhat you are payingYour whole balance: every charge still owed\.RentDecember 202611,500৳RentJanuary 202714,500৳Service chargeJanuary 20272,000৳RentFebruary 202714,500৳Gas billFebruary 2027850\.50৳To pay43,350\.50৳Card details.*Pay 43,350\.50৳Back to My Account/,
  },
  OneCharge: {
    shows: /WhatGas billMonthFebruary 2027Amount850\.50৳Paid so far0৳Remaining850\.50৳To pay850\.50৳.*Pay 850\.50৳/,
  },
  PartOfACharge: { shows: /WhatRentMonthDecember 2026Amount14,500৳Paid so far5,000৳Remaining9,500৳To pay9,500৳/ },
  FormerResident: { shows: /RentSeptember 202616,000৳RentOctober 202616,000৳To pay32,000৳.*Pay 32,000৳/ },
  Loading: { shows: 'Loading what you owe...', pending: true },
  LoadFailed: { shows: 'Failed to load what you owe. Please try again.', error: true },
  NoLease: { shows: 'You have no lease, so there is nothing to pay here.Back to My Account' },
  NothingOwed: { shows: 'Nothing to payYou owe nothing now, so there is nothing to pay.Back to My Account' },
  ChargePaidAlready: { shows: 'Rent for October 2026 is paid already, so there is nothing to pay for it.' },
  UnknownCharge: {
    shows: () =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This charge is not on your account. Go back to My Account and pick one of the charges listed there.',
      ),
  },
  PaidOneCharge: {
    act: payByCard('4242424242424242'),
    shows:
      /Payment successful2,000৳ paid by card for Service charge, January 2027\.View receipt R-000019You still owe 41,350\.50৳\.Back to My AccountPay the rest/,
  },
  PaidWholeBalance: {
    act: payByCard('4242424242424242'),
    shows:
      /9,500৳ paid by card towards your balance\.View receipt R-000019Nothing more is owed: your account is paid up\./,
  },
  PaidMeanwhileAsCredit: {
    act: payByCard('4242424242424242'),
    shows:
      /9,500৳ paid by card for Rent, December 2026\.View receipt R-000019What you paid for had been paid meanwhile, so 9,500৳ of this payment is kept as credit on your account\./,
  },
  CardDeclined: {
    act: payByCard('4000000000000002'),
    shows: () => expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined.'),
    error: true,
  },
  AmountChanged: {
    act: payByCard('4242424242424242'),
    shows: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        'What you owe changed meanwhile: it is now ৳10,100You now owe 10,100৳. Check it, then pay again.',
      );
      expect(button(/^Pay 10,100/)).toBeEnabled();
    },
    error: true,
  },
  NothingOwedOnPay: { act: payByCard('4242424242424242'), shows: 'Nothing to payYou owe nothing now' },
  Offline: {
    act: payByCard('4242424242424242'),
    shows: 'Could not reach the server. Check your connection and try again.',
    error: true,
  },
  ReportFailed: {
    act: payByCard('4242424242424242'),
    shows: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(
        /^Your card was charged, but the payment is not on your account yet/,
      );
      expect(button('Try again')).toBeEnabled();
      expect(screen.queryByLabelText(/^Card number/)).not.toBeInTheDocument();
    },
    error: true,
  },
});

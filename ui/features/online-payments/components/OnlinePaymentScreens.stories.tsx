import type { Meta, StoryObj } from '@storybook/react-vite';
import { bn } from '@/i18n/bn/index.ts';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { payFromBooks } from '@/lib/mocks/books-card-handlers.ts';
import {
  STORY_TRAN_ID,
  noSuchOnlinePayment,
  onlinePayment,
  onlinePaymentReads,
  startOnline,
} from '@/lib/mocks/online-payment-handlers.ts';

/**
 * Paying through SSLCommerz (bKash, Nagad, cards), as the dashboard mounts it for Nadia (network answered by MSW): the
 * choice on the pay page when the building has the gateway, and the page the gateway sends her back to, in each state.
 */
const meta = {
  title: 'My Account/Online payment',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-account/pay', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const GATEWAY_ON = { onlinePayments: { sslcommerz: true } };
const RESULT = `/dashboard/my-account/online-payment/${STORY_TRAN_ID}`;

const payPage = (...msw: unknown[]): Story => ({
  parameters: {
    route: '/dashboard/my-account/pay',
    config: GATEWAY_ON,
    msw: [...msw, ...payFromBooks(books.booksOwingSeveral), ...mock.happy('member')],
  },
});
const result = (...msw: unknown[]): Story => ({
  parameters: { route: RESULT, msw: [...msw, ...mock.happy('member')] },
});
const bangla: Story['render'] = () => (
  <LocaleProvider initial="bn" messages={bn}>
    <DashboardScreen />
  </LocaleProvider>
);

/** With the gateway on, the pay page offers it first, beside the card form. */
export const PayChoice = payPage(startOnline('opened'));
/** She picks the card instead: the card form shows as before. */
export const PayChoiceCard = payPage(startOnline('opened'));
/** The gateway cannot be reached as the checkout opens: she is told, and nothing was taken. */
export const GatewayDownError = payPage(startOnline('gateway-down'));
/** The choice in Bangla. */
export const PayChoiceBangla: Story = { ...payPage(startOnline('opened')), render: bangla };

/** Back from the gateway, paid: the receipt. */
export const Paid = result(onlinePaymentReads(onlinePayment({ state: 'paid', receiptNumber: 23 })));
/** Back from a failed payment: nothing was taken, and she may pay again. */
export const DidNotGoThrough = result(onlinePaymentReads(onlinePayment({ state: 'failed' })));
/** Back from a cancelled payment. */
export const Cancelled = result(onlinePaymentReads(onlinePayment({ state: 'cancelled', forCharge: 'gas-feb' })));
/** The gateway has not confirmed it yet: the page says so and reads it again every few seconds. */
export const StillConfirming = result(onlinePaymentReads(onlinePayment()));
/** Still not confirmed long after it started: she is told it will be recorded once the gateway confirms it. */
export const StillConfirmingLong = result(
  onlinePaymentReads(onlinePayment({ createdAt: new Date(Date.now() - 20 * 60_000).toISOString() })),
);
/** SSLCommerz took money the books no longer owed: it is being given back. */
export const RefundUnderWay = result(onlinePaymentReads(onlinePayment({ state: 'refund_pending' })));
/** The money was given back. */
export const Refunded = result(onlinePaymentReads(onlinePayment({ state: 'refunded' })));
/** SSLCommerz cancelled its refund: the building office gives the money back by hand. */
export const RefundByHand = result(onlinePaymentReads(onlinePayment({ state: 'refund_failed' })));
/** SSLCommerz never confirmed it within a day: nothing was recorded, and she is told whom to ask. */
export const Expired = result(onlinePaymentReads(onlinePayment({ state: 'expired' })));
/** A refund under way, in Bangla. */
export const RefundUnderWayBangla: Story = {
  ...result(onlinePaymentReads(onlinePayment({ state: 'refund_pending' }))),
  render: bangla,
};
/** Paid, in Bangla. */
export const PaidBangla: Story = {
  ...result(onlinePaymentReads(onlinePayment({ state: 'paid', receiptNumber: 23 }))),
  render: bangla,
};
/** Someone else's payment, or none: not found. */
export const NotFoundError = result(noSuchOnlinePayment);
export const Loading = result(mock.pending('get', '/api/online-payments/:tranId'));
export const LoadFailed = result(mock.failing('get', '/api/online-payments/:tranId'));

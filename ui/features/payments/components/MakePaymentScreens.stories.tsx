import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';

/** Make Payment as the dashboard mounts it, for each state of the member's rent account (network answered by MSW). */
const meta = {
  title: 'Payments/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/make-payment', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[], route = '/dashboard/make-payment'): Story => ({ parameters: { route, msw } });

/** A person applying a coupon code, as the coupon stories need. */
const applyCoupon =
  (code: string): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Coupon code'), code);
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(await canvas.findByRole('alert')).toBeInTheDocument();
  };

export const OneMonthOwed = screen(mock.happy('member'));
/** The oldest unpaid month is picked; later ones and the month ahead are in the list. */
export const SeveralMonthsOwed = screen([mock.dues(sample.duesSeveralOwed), ...mock.happy('member')]);
/** Opened from the profile's "Pay ... ahead" link: ?month= picks that month. */
export const MonthFromLink = screen(
  [mock.dues(sample.duesSeveralOwed), ...mock.happy('member')],
  '/dashboard/make-payment?month=2027-03',
);
export const PaidUpPayAhead = screen([mock.dues(sample.duesPaidUp), ...mock.happy('member')]);
export const NothingPayable = screen([mock.dues(sample.duesNothingPayable), ...mock.happy('member')]);
export const ExpiredCoupon: Story = {
  ...screen([
    mock.couponRefused('AUTUMN20', 'COUPON.EXPIRED', 'This coupon expired on 30 Nov 2026'),
    ...mock.happy('member'),
  ]),
  play: applyCoupon('AUTUMN20'),
};
export const CouponAlreadyUsed: Story = {
  ...screen([
    mock.couponRefused('WELCOME10', 'COUPON.ALREADY_USED', 'You have already used WELCOME10'),
    ...mock.happy('member'),
  ]),
  play: applyCoupon('WELCOME10'),
};
export const LoadingDues = screen([mock.pending('get', '/api/payments/dues'), ...mock.happy('member')]);
export const DuesFailed = screen([mock.failing('get', '/api/payments/dues'), ...mock.happy('member')]);
/** A former resident pays a month their ended lease left unpaid, at that lease's rent. */
export const FormerResident = screen([...mock.formerResident, ...mock.happy('user', null)]);

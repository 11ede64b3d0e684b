import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';

/** Autopay on My Account (Nadia, a member) and on the admin's members screen, in each of its states. */
const meta = {
  title: 'Autopay/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-account', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (...msw: unknown[]): Story => ({ parameters: { msw: [...msw, ...mock.happy('member')] } });
const admin = (...msw: unknown[]): Story => ({
  parameters: { route: '/dashboard/manage-members', msw: [...msw, ...mock.happy('admin')] },
});

/** No card saved, autopay off. */
export const Off = member(...mock.autopay(mock.autopayOff));
/** On with a Visa ending 4242, a cap of 20,000 taka and November paid. */
export const On = member(...mock.autopay(mock.autopayOn));
/** December skipped. */
export const Skipping = member(
  ...mock.autopay({ ...mock.autopayOn, skipMonth: '2026-12', nextChargeOn: '2027-01-05' }),
);
/** November's balance was over the cap: not charged. */
export const OverCap = member(
  ...mock.autopay({
    ...mock.autopayOn,
    lastAttempt: {
      month: '2026-11',
      outcome: 'over-cap',
      amount: 24_000,
      tries: 1,
      triedOn: '2026-11-05',
      message: null,
    },
  }),
);
/** The card was declined twice. */
export const Declined = member(
  ...mock.autopay({
    ...mock.autopayOn,
    lastAttempt: {
      month: '2026-11',
      outcome: 'declined',
      amount: 12_000,
      tries: 2,
      triedOn: '2026-11-06',
      message: 'Your card was declined.',
    },
  }),
);
export const Loading = member(mock.pending('get', '/api/autopay/mine'));
export const LoadFailed = member(mock.failing('get', '/api/autopay/mine'));
/** The admin's members screen, with one member on autopay. */
export const AdminList = admin(...mock.autopay());
export const AdminNone = admin(...mock.autopay(mock.autopayOff, []));

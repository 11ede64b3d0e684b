import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';

/** A member's My Profile with the rent status card in each of its states (network answered by MSW). */
const meta = {
  title: 'Profile/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-profile', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (...msw: unknown[]): Story => ({ parameters: { msw: [...msw, ...mock.happy('member')] } });

export const MemberOneMonthOwed = member(mock.dues(sample.duesOneOwed));
export const MemberSeveralMonthsOwed = member(mock.dues(sample.duesSeveralOwed));
export const MemberPaidUp = member(mock.dues(sample.duesPaidUp));
export const MemberPaidAhead = member(mock.dues(sample.duesNothingPayable));
export const MemberRentStatusLoading = member(mock.pending('get', '/api/payments/dues'));
/** The rent status could not be read: the card says so, the rest of the profile is there. */
export const MemberRentStatusFailed = member(mock.failing('get', '/api/payments/dues'));
/** The balance tile: what the member's books say they owe, with the way to the whole account. */
export const MemberBalanceOwing = member(...mock.myBooks(books.booksOwingSeveral));
export const MemberBalanceInCredit = member(...mock.myBooks(books.booksInCredit));
export const MemberBalanceFailed = member(mock.failing('get', '/api/ledger/mine'));
/** A user (not a member) has no rent account: no card, and no call for one. */
export const User: Story = { parameters: { msw: mock.happy('user') } };
/** A former resident who owes: what the ended lease left unpaid, payable, beside where their request stands. */
export const FormerResidentOwing: Story = {
  parameters: { msw: [...mock.formerResident, ...mock.myApplication(sample.endedLease), ...mock.happy('user', null)] },
};

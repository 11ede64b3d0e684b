import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { receiptPdfs, receipts } from '../mocks/handlers.ts';

/** The receipt page as the dashboard mounts it, for each role and state (network answered by MSW). */
const meta = {
  title: 'Receipts/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/receipts/12',
    msw: [receipts, receiptPdfs, ...mock.happy('member')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (route: string, msw: unknown[]): Story => ({ parameters: { route, msw } });

export const Member = screen('/dashboard/receipts/12', [receipts, receiptPdfs, ...mock.happy('member')]);
export const Admin = screen('/dashboard/receipts/15', [receipts, receiptPdfs, ...mock.happy('admin')]);
/** Money the member paid in cash at the office. */
export const MemberCash = screen('/dashboard/receipts/18', [receipts, receiptPdfs, ...mock.happy('member')]);
/** A bKash payment recorded by an admin, opened by an admin. */
export const AdminBkash = screen('/dashboard/receipts/17', [receipts, receiptPdfs, ...mock.happy('admin')]);
/** A removed member keeps their history and their receipts. */
export const FormerMember = screen('/dashboard/receipts/12', [receipts, receiptPdfs, ...mock.happy('user')]);
export const Loading = screen('/dashboard/receipts/12', [
  mock.pending('get', '/api/payments/receipts/:number'),
  ...mock.happy('member'),
]);
/** Someone else's receipt, or a number never issued: the server says 404 for both. */
export const NotFound = screen('/dashboard/receipts/99', [receipts, receiptPdfs, ...mock.happy('member')]);
export const NotANumber = screen('/dashboard/receipts/abc', [receipts, receiptPdfs, ...mock.happy('member')]);
export const Failed = screen('/dashboard/receipts/12', [
  mock.failing('get', '/api/payments/receipts/:number'),
  ...mock.happy('member'),
]);

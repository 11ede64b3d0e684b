import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { leaseChanges, rentChangeScheduled, renewalOffered } from '@/lib/mocks/lease-change-handlers.ts';

/** My Account for a member whose lease has changes coming: a new rent scheduled, then a renewal offered too. */
const meta = {
  title: 'MyAccount/LeaseChanges',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/my-account',
    msw: [...leaseChanges(rentChangeScheduled), ...mock.happy('member')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RentChangeScheduled: Story = {};
export const RenewalOffered: Story = {
  parameters: { msw: [...leaseChanges(renewalOffered), ...mock.happy('member')] },
};
export const ChangesLoadFailed: Story = {
  parameters: { msw: [mock.failing('get', '/api/me/lease-changes'), ...mock.happy('member')] },
};

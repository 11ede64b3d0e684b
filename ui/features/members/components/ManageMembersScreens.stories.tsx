import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';

/** Manage Members as the dashboard mounts it (network answered by MSW). */
const meta = {
  title: 'Members/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/manage-members', msw: mock.happy('admin') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Members: Story = {};
/** Removing Nadia Rahman, who owes two months: the dialog says how much, and that the debt stays. */
export const RemoveMemberWhoOwes: Story = {};
/** Before removing Nadia Rahman, the dialog shows her balance on the books and the deposit held. */
export const RemoveMemberShowsMoney: Story = {};
/** Her balance and deposit cannot be read: the dialog says so and offers to try again. */
export const RemoveMemberMoneyError: Story = {
  parameters: {
    msw: [mock.failing('get', '/api/admin/members/:email/move-out', 500, 'Internal error'), ...mock.happy('admin')],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import { DashboardShell } from './DashboardShell.tsx';
import { PendingScreen } from './PendingScreen.tsx';

/** The frame around every dashboard page; try it at a phone width to see the menu toggle. */
const meta = {
  title: 'Dashboard/DashboardShell',
  component: DashboardShell,
  args: {
    title: 'Lakeview Residency',
    user: SAMPLE_USER,
    role: 'member',
    onLogout: fn(),
    children: <p className="text-slate-700">Page content</p>,
  },
  parameters: { route: '/dashboard/my-profile' },
} satisfies Meta<typeof DashboardShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the identity service has restored the session: the frame the server draws, with the screen's heading. */
export const RestoringSession: Story = {
  args: { user: null, role: null, children: <PendingScreen waiting="common.loading" /> },
};
export const LoadingRole: Story = { args: { role: null, children: <PendingScreen waiting="dashboard.loading" /> } };
export const User: Story = { args: { role: 'user' } };
export const Member: Story = {};
export const Admin: Story = { args: { role: 'admin' }, parameters: { route: '/dashboard/admin-profile' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { inbox, inboxFailing, inboxPending, manyNotifications } from '../mocks/handlers.ts';

/** The Notifications screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Notifications/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/notifications', msw: [...inbox(), ...mock.happy('member')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[], role: 'user' | 'member' | 'admin' = 'member'): Story => ({
  parameters: { msw: [...msw, ...mock.happy(role)] },
});

/** Two unread (marked in colour and in words) and one read. */
export const Loaded = screen(inbox());
/** More than a page: Load older asks for the next one. */
export const ManyPages = screen(inbox(manyNotifications));
/** Everything read: no Mark all as read. */
export const AllRead = screen(inbox(manyNotifications.slice(0, 3).map((n) => ({ ...n, read: true }))));
export const Empty = screen(inbox([]), 'user');
export const Admin = screen(inbox(), 'admin');
export const Loading = screen([inboxPending]);
export const Failed = screen([inboxFailing]);

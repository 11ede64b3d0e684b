import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { auditLog, auditLogFailing, auditLogPending, manyEntries } from '../mocks/handlers.ts';

/** The Audit Log screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Audit Log/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/audit-log', msw: [auditLog(), ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (route: string, msw: unknown[]): Story => ({ parameters: { route, msw } });

export const Filled = screen('/dashboard/audit-log', [auditLog(), ...mock.happy('admin')]);
export const FilteredByAction = screen('/dashboard/audit-log?action=coupon.toggle', [
  auditLog(),
  ...mock.happy('admin'),
]);
export const ManyPages = screen('/dashboard/audit-log', [auditLog(manyEntries), ...mock.happy('admin')]);
export const SecondPage = screen('/dashboard/audit-log?page=2', [auditLog(manyEntries), ...mock.happy('admin')]);
export const Empty = screen('/dashboard/audit-log', [auditLog([]), ...mock.happy('admin')]);
export const Loading = screen('/dashboard/audit-log', [auditLogPending, ...mock.happy('admin')]);
export const Failed = screen('/dashboard/audit-log', [auditLogFailing, ...mock.happy('admin')]);
/** Members are sent to /login (shown here as the empty public route). */
export const MemberIsTurnedAway = screen('/dashboard/audit-log', [auditLog(), ...mock.happy('member')]);

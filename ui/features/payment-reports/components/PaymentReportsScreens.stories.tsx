import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { adminReports } from '@/lib/mocks/payment-report-fixtures.ts';
import { adminPaymentReports, decidedMeanwhile } from '@/lib/mocks/payment-report-handlers.ts';

/** The admin's Payment Reports as the dashboard mounts it (network answered by MSW), in each of its states. */
const meta = {
  title: 'Payment Reports/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/payment-reports', msw: mock.happy('admin') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const admin = (...msw: unknown[]): Story => ({ parameters: { msw: [...msw, ...mock.happy('admin')] } });

/** Two reports waiting (Karim's cheque, Nadia's bKash), and two decided below. */
export const Waiting = admin(...adminPaymentReports());
/** Only decided reports: nothing waits. */
export const NothingWaiting = admin(...adminPaymentReports(adminReports.filter((r) => r.status !== 'pending')));
export const Empty = admin(...adminPaymentReports([]));
export const Loading = admin(mock.pending('get', '/api/admin/payment-reports'));
export const LoadFailed = admin(mock.failing('get', '/api/admin/payment-reports'));
/** Another admin rejected the report first: the confirmation is refused, saying what became of it. */
export const DecidedMeanwhile = admin(decidedMeanwhile, ...adminPaymentReports());

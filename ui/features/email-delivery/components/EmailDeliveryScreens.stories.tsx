import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { emailOutbox, emailsFailing, emailsPending, manyEmails, retryRaced } from '../mocks/handlers.ts';

/** The Email Delivery screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Email Delivery/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/email-delivery',
    msw: [...emailOutbox(), ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (route: string, msw: unknown[], play?: Story['play']): Story => ({
  parameters: { route, msw },
  ...(play ? { play } : {}),
});

/** Pressing Retry on Karim's email, as an admin would. */
const RETRY_KARIM = 'Retry the email "Rent for November 2026 is due on 5 Nov" to Karim Ahmed';
const retryKarim: Story['play'] = async ({ canvasElement }) => {
  const table = await within(canvasElement).findByRole('table');
  await userEvent.click(within(table).getByRole('button', { name: RETRY_KARIM }));
};

/** One email in each state: a pending one with its next attempt, a sent one, failed ones with their errors. */
export const Filled = screen('/dashboard/email-delivery', [...emailOutbox(), ...mock.happy('admin')]);
export const UndeliveredOnly = screen('/dashboard/email-delivery?status=failed', [
  ...emailOutbox(),
  ...mock.happy('admin'),
]);
export const ManyPages = screen('/dashboard/email-delivery?page=2', [
  ...emailOutbox(manyEmails),
  ...mock.happy('admin'),
]);
export const Empty = screen('/dashboard/email-delivery', [...emailOutbox([]), ...mock.happy('admin')]);
export const EmptyUndelivered = screen('/dashboard/email-delivery?status=failed', [
  ...emailOutbox([]),
  ...mock.happy('admin'),
]);
export const Loading = screen('/dashboard/email-delivery', [emailsPending, ...mock.happy('admin')]);
export const LoadFailed = screen('/dashboard/email-delivery', [emailsFailing, ...mock.happy('admin')]);
/** Retry on a failed email: it is back in the queue, and the admin is told. */
export const RetryAccepted = screen(
  '/dashboard/email-delivery',
  [...emailOutbox(), ...mock.happy('admin')],
  retryKarim,
);
/** Someone else sent it again first: the server refuses, the screen says so and shows the list as it is now. */
export const RetryRaced = screen(
  '/dashboard/email-delivery',
  [retryRaced, ...emailOutbox(), ...mock.happy('admin')],
  retryKarim,
);
/** Members are sent to the page that says whom it is for. */
export const MemberIsTurnedAway = screen('/dashboard/email-delivery', [...emailOutbox(), ...mock.happy('member')]);

import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  closeRefused,
  mine,
  mineFailing,
  minePending,
  oneRequest,
  photoBytes,
  reportAccepted,
  reportLimited,
  residentChanges,
} from '../mocks/handlers.ts';

/** The resident's Maintenance screen and one request, as the dashboard mounts them (network answered by MSW). */
const meta = {
  title: 'Maintenance/Resident screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/maintenance' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (msw: unknown[], route = '/dashboard/maintenance'): Story => ({
  parameters: {
    route,
    msw: [...msw, reportAccepted, oneRequest(), photoBytes, ...residentChanges, ...mock.happy('member')],
  },
});

export const Filled = member([mine()]);
export const Empty = member([mine([])]);
export const Loading = member([minePending]);
export const Failed = member([mineFailing]);
/** A signed-in user without a flat: a common area only. */
export const PlainUser: Story = {
  parameters: { msw: [mine([]), ...mock.happy('user')] },
};
/** Fill the form as an emergency and send it: the number to call comes first (see the test's act). */
export const Emergency = member([mine()]);
/** The sixth report of the day: the server's refusal under the button. */
export const LimitRefused = member([reportLimited, mine()]);
/** A resolved request: its photos, its history, and what the resident may do (close and rate, reopen, comment). */
export const Request = member([mine()], '/dashboard/maintenance/mr-1');
/** Closing refused by the server: its reason where the resident pressed. */
export const CloseRefused = member([closeRefused, mine()], '/dashboard/maintenance/mr-1');

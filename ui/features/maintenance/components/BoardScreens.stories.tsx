import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  adminChanges,
  assignment,
  assignmentStale,
  board,
  boardFailing,
  boardPending,
  boardRequest,
  photoBytes,
  roster,
  rosterEmpty,
  statusStale,
} from '../mocks/handlers.ts';

/** The Maintenance Board and one request on it, as the dashboard mounts them (network answered by MSW). */
const meta = {
  title: 'Maintenance/Board screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/maintenance-board' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const admin = (msw: unknown[], route = '/dashboard/maintenance-board'): Story => ({
  parameters: {
    route,
    msw: [...msw, boardRequest, photoBytes, ...adminChanges, assignment, roster, ...mock.happy('admin')],
  },
});

export const Filled = admin([board()]);
export const Empty = admin([board([])]);
export const Loading = admin([boardPending]);
export const Failed = admin([boardFailing]);
/** Filtered by the address: in progress only. */
export const Filtered = admin([board()], '/dashboard/maintenance-board?status=in_progress');
/** A request in progress: the full history, its internal note marked, and the admin's actions. */
export const Request = admin([board()], '/dashboard/maintenance-board/mr-3');
/** Decline asks why, in the dialog. */
export const DeclineAsked = admin([board()], '/dashboard/maintenance-board/mr-3');
/** Someone else changed the request first: the server's 409, and the request fetched again. */
export const StaleRefused = admin([statusStale, board()], '/dashboard/maintenance-board/mr-3');
/** The admin gives the request to a staff member: the select of the building's staff, and the toast. */
export const Assign = admin([board()], '/dashboard/maintenance-board/mr-3');
/** Someone changed the request while the admin chose: refused, and shown again. */
export const AssignStale = admin([assignmentStale, board()], '/dashboard/maintenance-board/mr-3');
/** No staff on the roster yet: the admin is told where to add them. */
export const AssignNoStaff = admin([rosterEmpty, board()], '/dashboard/maintenance-board/mr-3');

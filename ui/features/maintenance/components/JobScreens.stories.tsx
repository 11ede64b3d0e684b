import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  jobChanges,
  jobCommentRefused,
  jobPhotoBytes,
  myJobs,
  myJobsFailing,
  myJobsPending,
  oneJob,
  oneJobMissing,
  oneJobPending,
} from '../mocks/handlers.ts';

/** My Jobs and one job, as a staff member's dashboard mounts them (network answered by MSW). */
const meta = {
  title: 'Maintenance/My jobs screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-jobs' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const staff = (msw: unknown[], route = '/dashboard/my-jobs'): Story => ({
  parameters: { route, msw: [...msw, ...jobChanges, jobPhotoBytes, ...mock.happy('staff')] },
});

export const Jobs = staff([myJobs(), oneJob]);
export const NoJobs = staff([myJobs([]), oneJob]);
export const Loading = staff([myJobsPending, oneJob]);
export const Failed = staff([myJobsFailing, oneJob]);
/** A job not yet started: the resident by name, whether to enter, the steps on offer. */
export const Job = staff([oneJob, myJobs()], '/dashboard/my-jobs/mr-3');
/** A job the resident sent a photo with: the staff member sees it too. */
export const JobWithPhoto = staff([oneJob, myJobs()], '/dashboard/my-jobs/mr-1');
export const JobLoading = staff([oneJobPending, myJobs()], '/dashboard/my-jobs/mr-3');
/** A job since given to someone else. */
export const JobGone = staff([oneJobMissing, myJobs()], '/dashboard/my-jobs/mr-9');
/** Starting it: the job moves along. */
export const Started = staff([oneJob, myJobs()], '/dashboard/my-jobs/mr-3');
/** An empty comment: the server's sentence beside the field. */
export const CommentRefused = staff([jobCommentRefused, oneJob, myJobs()], '/dashboard/my-jobs/mr-1');

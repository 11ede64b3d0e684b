import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { frontDesk } from '@/lib/mocks/front-desk-handlers.ts';

/** The front desk as the dashboard mounts it: the admin's Staff, a resident's My Visitors, the staff's Gate and log. */
const meta = {
  title: 'FrontDesk/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/staff', msw: mock.happy('admin') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (method: 'post' | 'get', path: string, status: number, code: string, message: string) =>
  mock.http[method](path, () => mock.HttpResponse.json({ message, code, requestId: 'story' }, { status }));

export const StaffList: Story = {};
export const StaffEmpty: Story = { parameters: { msw: [...frontDesk({ staff: [] }), ...mock.happy('admin')] } };
export const StaffLoading: Story = {
  parameters: { msw: [mock.pending('get', '/api/admin/staff'), ...mock.happy('admin')] },
};
export const StaffLoadFailed: Story = {
  parameters: { msw: [mock.failing('get', '/api/admin/staff'), ...mock.happy('admin')] },
};
/** The email belongs to a resident: the server's words under the button. */
export const StaffNotEligible: Story = {
  parameters: {
    msw: [
      refusal(
        'post',
        '/api/admin/staff',
        409,
        'STAFF.NOT_ELIGIBLE',
        'A resident of the building cannot be added to the staff',
      ),
      ...mock.happy('admin'),
    ],
  },
};

export const MyVisitors: Story = { parameters: { route: '/dashboard/my-visitors', msw: mock.happy('member') } };
/** A pass just registered: its code large, to share. */
export const PassRegistered: Story = {
  parameters: { route: '/dashboard/my-visitors', msw: mock.happy('member') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(/Visitor's name/), 'Rafiq Hasan');
    await userEvent.type(canvas.getByLabelText(/Visitor's mobile number/), '01712345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Get a Pass' }));
  },
};
export const MyVisitorsEmpty: Story = {
  parameters: { route: '/dashboard/my-visitors', msw: [...frontDesk({ visits: [] }), ...mock.happy('member')] },
};
export const MyVisitorsLoading: Story = {
  parameters: {
    route: '/dashboard/my-visitors',
    msw: [mock.pending('get', '/api/visitors/mine'), ...mock.happy('member')],
  },
};
export const MyVisitorsLoadFailed: Story = {
  parameters: {
    route: '/dashboard/my-visitors',
    msw: [mock.failing('get', '/api/visitors/mine'), ...mock.happy('member')],
  },
};

export const Gate: Story = { parameters: { route: '/dashboard/gate', msw: mock.happy('staff') } };
export const GateEmpty: Story = {
  parameters: { route: '/dashboard/gate', msw: [...frontDesk({ visits: [] }), ...mock.happy('staff')] },
};
export const GateLoading: Story = {
  parameters: { route: '/dashboard/gate', msw: [mock.pending('get', '/api/desk/visitors'), ...mock.happy('staff')] },
};
export const GateLoadFailed: Story = {
  parameters: { route: '/dashboard/gate', msw: [mock.failing('get', '/api/desk/visitors'), ...mock.happy('staff')] },
};
/** The code was used already: the refusal beside the code. */
export const GateCodeUsed: Story = {
  parameters: {
    route: '/dashboard/gate',
    msw: [
      refusal('post', '/api/desk/passes/:code/arrive', 409, 'VISITOR.ALREADY_USED', 'This pass has already been used'),
      ...mock.happy('staff'),
    ],
  },
};

export const VisitorLog: Story = { parameters: { route: '/dashboard/visitor-log', msw: mock.happy('staff') } };
export const VisitorLogAdmin: Story = { parameters: { route: '/dashboard/visitor-log', msw: mock.happy('admin') } };
export const VisitorLogEmpty: Story = {
  parameters: { route: '/dashboard/visitor-log', msw: [...frontDesk({ visits: [] }), ...mock.happy('staff')] },
};
/** A guard who opens an admin's screen is told it is not theirs. */
export const StaffTurnedAway: Story = { parameters: { route: '/dashboard/staff', msw: mock.happy('staff') } };

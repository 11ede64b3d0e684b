import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';

/** Parking as the dashboard mounts it for an admin: one space assigned, two free. */
const meta = {
  title: 'Parking/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/parking', msw: mock.happy('admin') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Spaces: Story = {};
export const Empty: Story = { parameters: { msw: [...mock.parkingSpaces([]), ...mock.happy('admin')] } };
export const Loading: Story = {
  parameters: { msw: [mock.pending('get', '/api/admin/parking'), ...mock.happy('admin')] },
};
export const LoadFailed: Story = {
  parameters: { msw: [mock.failing('get', '/api/admin/parking'), ...mock.happy('admin')] },
};
/** Another admin gave the member a space a moment before: the server's words beside the space. */
export const MemberHasSpace: Story = {
  parameters: {
    msw: [
      mock.http.put('/api/admin/parking/:id/member', () =>
        mock.HttpResponse.json(
          { message: 'This member already has P-01', code: 'PARKING.MEMBER_HAS_SPACE', requestId: 'story' },
          { status: 409 },
        ),
      ),
      ...mock.happy('admin'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Member for P-02'), 'nadia@example.com');
    const [, assign] = canvas.getAllByRole('button', { name: 'Assign' });
    await userEvent.click(assign!);
  },
};
/** A member's own space on My Profile. */
export const MyProfileTile: Story = {
  parameters: { route: '/dashboard/my-profile', msw: mock.happy('member') },
};
export const MyProfileNone: Story = {
  parameters: { route: '/dashboard/my-profile', msw: [...mock.parkingSpaces([]), ...mock.happy('member')] },
};

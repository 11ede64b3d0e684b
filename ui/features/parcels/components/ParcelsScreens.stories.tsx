import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { parcelsHandlers } from '../mocks/handlers.ts';

/** Parcels as the dashboard mounts them: the desk's Parcels (staff and admins) and a resident's My Parcels. */
const meta = {
  title: 'Parcels/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/parcels', msw: [...parcelsHandlers(), ...mock.happy('staff')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const refusal = (method: 'post' | 'get', path: string, status: number, code: string, message: string) =>
  mock.http[method](path, () => mock.HttpResponse.json({ message, code, requestId: 'story' }, { status }));

export const Desk: Story = {};
export const DeskAdmin: Story = { parameters: { msw: [...parcelsHandlers(), ...mock.happy('admin')] } };
export const DeskEmpty: Story = { parameters: { msw: [...parcelsHandlers({ waiting: [] }), ...mock.happy('staff')] } };
export const DeskLoading: Story = {
  parameters: { msw: [mock.pending('get', '/api/desk/parcels'), ...parcelsHandlers(), ...mock.happy('staff')] },
};
export const DeskLoadFailed: Story = {
  parameters: { msw: [mock.failing('get', '/api/desk/parcels'), ...parcelsHandlers(), ...mock.happy('staff')] },
};
/** Sent with nothing filled in: each missing field named beside it and in the summary. */
export const DeskMissingFields: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Log Parcel' }));
  },
};
/** The guard asked who collected the parcel. */
export const DeskCollecting: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Mark the parcel from Pathao for A101 collected' }),
    );
  },
};
/** Someone marked it collected meanwhile: the server's words in the dialog. */
export const DeskAlreadyCollected: Story = {
  parameters: {
    msw: [
      refusal(
        'post',
        '/api/desk/parcels/:id/collect',
        409,
        'PARCEL.ALREADY_COLLECTED',
        'This parcel has already been collected',
      ),
      ...parcelsHandlers(),
      ...mock.happy('staff'),
    ],
  },
};
/** A resident who opens the desk's screen is told it is not theirs. */
export const DeskTurnedAway: Story = {
  parameters: { msw: [...parcelsHandlers(), ...mock.happy('member')] },
};

export const Mine: Story = {
  parameters: { route: '/dashboard/my-parcels', msw: [...parcelsHandlers(), ...mock.happy('member')] },
};
export const MineEmpty: Story = {
  parameters: { route: '/dashboard/my-parcels', msw: [...parcelsHandlers({ mine: [] }), ...mock.happy('member')] },
};
export const MineLoading: Story = {
  parameters: {
    route: '/dashboard/my-parcels',
    msw: [mock.pending('get', '/api/parcels/mine'), ...parcelsHandlers(), ...mock.happy('member')],
  },
};
export const MineLoadFailed: Story = {
  parameters: {
    route: '/dashboard/my-parcels',
    msw: [mock.failing('get', '/api/parcels/mine'), ...parcelsHandlers(), ...mock.happy('member')],
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { couponList, toggleRaced } from '../mocks/handlers.ts';

/** Manage Coupons as the dashboard mounts it, with coupons that never expire, one that will and one that has. */
const meta = {
  title: 'Coupons/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/manage-coupons', msw: [couponList(), ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithExpiry: Story = {};
/** Another admin switched EID15 a moment before: the server's words in a toast, and the list fetched again. */
export const ToggleRaceFails: Story = {
  parameters: { msw: [toggleRaced, couponList(), ...mock.happy('admin')] },
  play: async ({ canvasElement }) => {
    // The table's button on a wide screen, the card's on a phone: whichever is shown.
    const [button] = await within(canvasElement).findAllByRole('button', { name: 'Disable EID15' });
    await userEvent.click(button!);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { commonSpaces, deskBookings, never, refusing } from '../mocks/handlers.ts';

/** Common spaces as the dashboard mounts them: the admin's screen, and a member's Book a Space. */
const meta = {
  title: 'CommonSpaces/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/common-spaces',
    msw: [...commonSpaces(), ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (msw: unknown[] = []): Story['parameters'] => ({
  route: '/dashboard/book-a-space',
  msw: [...msw, ...commonSpaces(), ...mock.happy('member')],
});

/** The admin's screen: a booking waiting, the day's bookings, three spaces (one retired). */
export const Admin: Story = {};
export const AdminEmpty: Story = { parameters: { msw: [...commonSpaces([], []), ...mock.happy('admin')] } };
export const AdminLoading: Story = {
  parameters: { msw: [never('/api/admin/spaces'), ...commonSpaces(), ...mock.happy('admin')] },
};
export const AdminLoadFailed: Story = {
  parameters: { msw: [mock.failing('get', '/api/admin/spaces'), ...commonSpaces(), ...mock.happy('admin')] },
};
/** The admin opens the decline form of the waiting booking. */
export const AdminDeclining: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Decline Community hall/ }));
  },
};
/** A member picks a space and sees the day's slots: past, free and taken. */
export const BookSlots: Story = {
  parameters: member(),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Space'), 'space-roof');
  },
};
export const BookNoSpaces: Story = {
  parameters: { ...member(), msw: [...commonSpaces([], []), ...mock.happy('member')] },
};
export const BookLoading: Story = { parameters: member([never('/api/spaces')]) };
export const BookLoadFailed: Story = { parameters: member([mock.failing('get', '/api/spaces')]) };
/** Someone else booked the slot a moment before: the server's words under the slots. */
export const BookSlotTakenError: Story = {
  parameters: member([
    refusing(
      'post',
      '/api/space-bookings',
      409,
      'BOOKING.SLOT_TAKEN',
      'Someone booked this slot just now; pick another',
    ),
  ]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(await canvas.findByLabelText('Space'), 'space-roof');
    await userEvent.click(await canvas.findByRole('button', { name: 'Rooftop, 12:00–14:00, free' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Book' }));
  },
};

/** The admin cancels a member's booking from the day sheet, saying why. */
export const AdminCancelling: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /^Cancel the booking of Rooftop/ }));
  },
};

const desk = (msw: unknown[]): Story['parameters'] => ({
  route: '/dashboard/day-sheet',
  msw: [...msw, ...mock.happy('staff')],
});
/** The front desk's day sheet: space by space, flat and member name, nothing to change. */
export const Desk: Story = { parameters: desk(deskBookings()) };
export const DeskEmpty: Story = { parameters: desk(deskBookings([])) };
export const DeskLoading: Story = { parameters: desk([never('/api/admin/space-bookings')]) };
export const DeskFailed: Story = { parameters: desk([mock.failing('get', '/api/admin/space-bookings')]) };

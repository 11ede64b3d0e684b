import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  billsRefused,
  chargesFailing,
  chargesList,
  chargesPending,
  endRefused,
  sampleCharges,
} from '../mocks/handlers.ts';

/** Charges, the admin's recurring charges and the spreadsheet of bills, as the dashboard mounts it. */
const meta = {
  title: 'Charges/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/charges', msw: [...chargesList(), ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[]): Story => ({ parameters: { msw } });

/** A service charge on every lease from January, and a generator charge on two leases to December. */
export const Filled = screen([...chargesList(), ...mock.happy('admin')]);
export const Empty = screen([...chargesList({ ...sampleCharges, charges: [] }), ...mock.happy('admin')]);
export const Loading = screen([chargesPending(), ...chargesList(), ...mock.happy('admin')]);
export const LoadFailed = screen([chargesFailing(), ...chargesList(), ...mock.happy('admin')]);
/** Add pressed with nothing filled in: each problem beside its field and in the summary. */
export const AddIncomplete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add charge' }));
  },
};
/** The End dialog, asking for the last month. */
export const Ending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'End Service charge' }));
  },
};
/** Another admin ended it a moment before: the server's words beside the month. */
export const EndRefusedError: Story = {
  parameters: { msw: [endRefused(), ...chargesList(), ...mock.happy('admin')] },
};
/** The server named the file's third line; nothing of it was loaded. */
export const ImportLineRefusedError: Story = {
  parameters: { msw: [billsRefused(), ...chargesList(), ...mock.happy('admin')] },
};

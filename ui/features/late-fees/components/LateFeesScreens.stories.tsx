import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  lateFees,
  lateFeesFailing,
  lateFeesFixed,
  lateFeesOff,
  lateFeesPending,
  lateFeesPercent,
  saveChangedMeanwhile,
  saveFailing,
} from '../mocks/handlers.ts';

/** Late Fees, the admin's rule for fees on rent left unpaid after its grace, as the dashboard mounts it. */
const meta = {
  title: 'Late fees/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/late-fees', msw: [...lateFees(), ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[]): Story => ({ parameters: { msw } });

/** Never switched on: off, with ৳500 after five days to start from. */
export const Off = screen([...lateFees(lateFeesOff), ...mock.happy('admin')]);
/** On since October: a fixed ৳750 three days after the due day. */
export const Fixed = screen([...lateFees(lateFeesFixed), ...mock.happy('admin')]);
/** On since November: 5% of the unpaid rent a week after the 10th, at most ৳1,000. */
export const PercentWithCap = screen([...lateFees(lateFeesPercent), ...mock.happy('admin')]);
export const Loading = screen([lateFeesPending(), ...lateFees(), ...mock.happy('admin')]);
export const LoadFailed = screen([lateFeesFailing(), ...lateFees(), ...mock.happy('admin')]);
/** Days of grace beyond four weeks and a cap with poisha: each problem beside its field and in the summary. */
export const OutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grace = await canvas.findByLabelText(/^Days of grace/);
    await userEvent.clear(grace);
    await userEvent.type(grace, '29');
    await userEvent.type(canvas.getByLabelText(/^Most a month/), '10.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Save late fees' }));
  },
};
/** Switched on, and the server fails to save. */
export const SaveError: Story = {
  parameters: { msw: [saveFailing(), ...lateFees(lateFeesOff), ...mock.happy('admin')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Charge late fees' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save late fees' }));
  },
};
/** Another admin saved a moment before: their rule is shown, with a word on what happened. */
export const ChangedMeanwhileError: Story = {
  parameters: { msw: [saveChangedMeanwhile(), ...lateFees(lateFeesFixed), ...mock.happy('admin')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Save late fees' }));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { arrears, arrearsCsv, arrearsCsvFailing, arrearsFailing, arrearsPending } from '../mocks/handlers.ts';

/** The Arrears screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Arrears/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/arrears', msw: [arrears(), arrearsCsv, ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[]): Story => ({ parameters: { msw } });

export const Filled = screen([arrears(), arrearsCsv, ...mock.happy('admin')]);
/** Every lease paid up to this month. */
export const NobodyOwes = screen([arrears([]), arrearsCsv, ...mock.happy('admin')]);
export const Loading = screen([arrearsPending, ...mock.happy('admin')]);
export const Failed = screen([arrearsFailing, ...mock.happy('admin')]);
/** The download is refused: the reason shows under the button. */
export const CsvDownloadFails: Story = {
  ...screen([arrears(), arrearsCsvFailing, ...mock.happy('admin')]),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByText('Karim Ahmed');
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
  },
};

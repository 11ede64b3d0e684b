import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { leaseChanges, rentChangeScheduled, renewalOffered } from '@/lib/mocks/lease-change-handlers.ts';

/** The members screen with Nadia's lease opened: its scheduled rent changes, the rent form and the renewal. */
const meta = {
  title: 'Members/LeaseChangesDialog',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/manage-members',
    msw: [...leaseChanges(rentChangeScheduled), ...mock.happy('admin')],
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Lease of Nadia Rahman: rent changes and renewal' }));
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RentChangeScheduled: Story = {};
export const RenewalOffered: Story = {
  parameters: { msw: [...leaseChanges(renewalOffered), ...mock.happy('admin')] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { agreementRequests } from '@/lib/mocks/dashboard-fixtures.ts';
import { nadiaDetails, tenantDetailsHandler } from '@/lib/mocks/tenant-details.ts';
import { decidableRequests, decidedByAnotherAdmin, decisionPending, rentedToSomeoneElse } from '../mocks/handlers.ts';

/** Agreement Requests as the dashboard mounts it, deciding the first request (network answered by MSW). */
const meta = {
  title: 'Agreements/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/agreement-requests',
    msw: [...decidableRequests().handlers, ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin presses Accept on Nadia Rahman's row, and, when `confirm`, Accept in the dialog too. */
const accept =
  (confirm: boolean): Story['play'] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Accept Nadia Rahman's request" }));
    const dialog = within(await canvas.findByRole('dialog'));
    await expect(dialog.getByLabelText('Lease starts')).toHaveDisplayValue('November 2026');
    if (confirm) await userEvent.click(dialog.getByRole('button', { name: 'Accept' }));
  };

export const Requests: Story = { parameters: { msw: [...decidableRequests().handlers, ...mock.happy('admin')] } };
/** Accept asks when the lease starts, this month picked. */
export const AcceptDialog: Story = {
  parameters: { msw: [...decidableRequests().handlers, ...mock.happy('admin')] },
  play: accept(false),
};
/** Accepted: a toast says from when, and the row has left. */
export const Accepted: Story = {
  parameters: { msw: [...decidableRequests().handlers, ...mock.happy('admin')] },
  play: accept(true),
};
/** The acceptance is on its way: that row's buttons are off. */
export const Accepting: Story = {
  parameters: { msw: [decisionPending, ...decidableRequests().handlers, ...mock.happy('admin')] },
  play: accept(true),
};
/** Another admin decided first: the server's words above the list, and the list fetched again without the request. */
export const AlreadyDecidedFails: Story = {
  parameters: { msw: [...decidedByAnotherAdmin(), ...mock.happy('admin')] },
  play: accept(true),
};
/** The flat was let to someone else: the admin is told to whom, and offered to reject this request. */
export const AlreadyRentedFails: Story = {
  parameters: { msw: [...rentedToSomeoneElse(), ...mock.happy('admin')] },
  play: accept(true),
};
/** Reject asks first, saying what the applicant will be able to do. */
export const RejectDialog: Story = {
  parameters: { msw: [...decidableRequests().handlers, ...mock.happy('admin')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: "Reject Karim Ahmed's request" }));
    await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
  },
};
/** Opened from a notification: the request is named above the list and marked in it. */
export const OpenedFromNotification: Story = {
  parameters: {
    route: '/dashboard/agreement-requests?request=ag-1',
    msw: [...decidableRequests().handlers, ...mock.happy('admin')],
  },
};
/** Opened from a notification after another admin decided it. */
export const OpenedButDecided: Story = {
  parameters: {
    route: '/dashboard/agreement-requests?request=ag-gone',
    msw: [...decidableRequests().handlers, ...mock.happy('admin')],
  },
};
/** The admin opens Nadia Rahman's details: what she gave with the request, and the way to the printable sheet. */
const openDetails: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Details of Nadia Rahman' }));
  await expect(await canvas.findByRole('dialog')).toBeInTheDocument();
};
export const RequestWithDetails: Story = {
  parameters: {
    msw: [
      tenantDetailsHandler(agreementRequests[0]!, nadiaDetails),
      ...decidableRequests().handlers,
      ...mock.happy('admin'),
    ],
  },
  play: openDetails,
};
/** A request sent before the form asked for details: the dialog says "Not given". */
export const RequestWithoutDetails: Story = {
  parameters: {
    msw: [tenantDetailsHandler(agreementRequests[0]!, null), ...decidableRequests().handlers, ...mock.happy('admin')],
  },
  play: openDetails,
};

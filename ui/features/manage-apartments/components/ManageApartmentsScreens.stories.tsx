import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  addRefusedFields,
  flatChanges,
  flatList,
  flatListFailing,
  flatListPending,
  importRefused,
  retireLeased,
} from '../mocks/handlers.ts';

/** Manage Apartments as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Manage Apartments/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/manage-apartments',
    msw: [flatList(), ...flatChanges, ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[], play?: Story['play']): Story => ({
  parameters: { msw: [...msw, ...mock.happy('admin')] },
  play,
});
const csv = () => new File(['block,floor,number,rent\nA,1,A101,12500\n'], 'flats.csv', { type: 'text/csv' });

export const Filled = screen([flatList(), ...flatChanges]);
export const Empty = screen([flatList([]), ...flatChanges]);
export const Loading = screen([flatListPending]);
export const Failed = screen([flatListFailing]);
/** Add apartment with nothing filled in: each field's rule under it. */
export const AddRefused = screen([addRefusedFields, flatList(), ...flatChanges], async ({ canvasElement }) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Add apartment' }));
});
/** A CSV whose fourth line has a bad rent: the line is named and nothing was imported. */
export const ImportRefused = screen([importRefused, flatList(), ...flatChanges], async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText('CSV file'), csv());
  await userEvent.click(canvas.getByRole('button', { name: 'Import apartments' }));
});
export const Imported = screen([flatList(), ...flatChanges], async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await userEvent.upload(await canvas.findByLabelText('CSV file'), csv());
  await userEvent.click(canvas.getByRole('button', { name: 'Import apartments' }));
});
/** A let flat (A102) is not offered for retiring: its Retire is disabled, with the reason beside it. */
export const RetireLetNotOffered = screen([flatList(), ...flatChanges]);
/** A flat let by another admin since the list was read: the server's reason in a toast. */
export const RetireLeasedFails = screen([retireLeased, flatList(), ...flatChanges], async ({ canvasElement }) => {
  const [button] = await within(canvasElement).findAllByRole('button', { name: 'Retire Block A, floor 1, A101' });
  await userEvent.click(button!);
  await userEvent.click(within(canvasElement.ownerDocument.body).getByRole('button', { name: 'Retire' }));
});

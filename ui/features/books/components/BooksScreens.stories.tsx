import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { booksFailing, booksList, booksPending } from '../mocks/handlers.ts';

/** Books, the admin's list of every lease and what it owes by age, as the dashboard mounts it. */
const meta = {
  title: 'Books/List',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/books', msw: [booksList(), ...mock.happy('admin')] },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[]): Story => ({ parameters: { msw } });

/** Karim owes four items of different ages, Nadia part of a month, Rafiq moved out owing; Tania and Mitu owe nothing. */
export const Filled = screen([booksList(), ...mock.happy('admin')]);
/** No lease runs and no ended lease is unsettled. */
export const NobodyOwes = screen([booksList([]), ...mock.happy('admin')]);
export const Loading = screen([booksPending(), ...mock.happy('admin')]);
export const Failed = screen([booksFailing(), ...mock.happy('admin')]);

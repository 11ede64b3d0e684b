import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  booksCollection,
  booksCsv,
  booksCsvFailing,
  booksFailing,
  booksList,
  booksPending,
} from '../mocks/handlers.ts';

const COLLECTION = '/api/admin/books/collection';

/** Books, the admin's list of every lease and what it owes by age, as the dashboard mounts it. */
const meta = {
  title: 'Books/List',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/books',
    msw: [booksList(), booksCollection(), ...booksCsv(), ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (msw: unknown[]): Story => ({ parameters: { msw: [...msw, ...booksCsv(), ...mock.happy('admin')] } });

/**
 * Karim owes four items of different ages, Nadia part of a month, Rafiq moved out owing; Tania and Mitu owe nothing.
 * Under the list, what the five leases were billed and paid from December 2025 to November 2026.
 */
export const Filled = screen([booksList(), booksCollection()]);
/** No lease runs and no ended lease is unsettled, and nothing was billed or collected in the twelve months. */
export const NobodyOwes = screen([booksList([]), booksCollection([])]);
export const Loading = screen([booksPending(), booksPending(COLLECTION)]);
export const Failed = screen([booksFailing(), booksCollection()]);
/** The list is there; billed and collected is still on its way. */
export const CollectionLoading = screen([booksList(), booksPending(COLLECTION)]);
/** The list is there; billed and collected could not be loaded. */
export const CollectionFailed = screen([booksList(), booksFailing(COLLECTION)]);
/** The twelve months' CSV file could not be made. */
export const CollectionCsvFails = screen([booksList(), booksCollection(), booksCsvFailing(`${COLLECTION}/csv`)]);

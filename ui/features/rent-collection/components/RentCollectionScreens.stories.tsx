import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import {
  collectionCsv,
  collectionFailing,
  collectionPending,
  csvFailing,
  deskRows,
  rentCollection,
  sampleRows,
} from '../mocks/handlers.ts';

/** The Rent Collection screen as the dashboard mounts it, in each state (network answered by MSW). */
const meta = {
  title: 'Rent Collection/Screens',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/rent-collection?month=2026-11',
    msw: [rentCollection(), collectionCsv, ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (route: string, msw: unknown[]): Story => ({ parameters: { route, msw } });

export const Filled = screen('/dashboard/rent-collection?month=2026-11', [
  rentCollection(),
  collectionCsv,
  ...mock.happy('admin'),
]);
/** Besides the card payments, a month paid in cash at the desk and one half paid by bKash (part paid). */
export const PaidAtTheDesk = screen('/dashboard/rent-collection?month=2026-11', [
  rentCollection([...sampleRows, ...deskRows]),
  collectionCsv,
  ...mock.happy('admin'),
]);
/** Without ?month= the picker starts at the current month. */
export const CurrentMonth = screen('/dashboard/rent-collection', [
  rentCollection(),
  collectionCsv,
  ...mock.happy('admin'),
]);
/** A month nobody's lease covers: before anyone moved in. */
export const NoMembers = screen('/dashboard/rent-collection?month=2026-11', [
  rentCollection([]),
  collectionCsv,
  ...mock.happy('admin'),
]);
/** A past month: everyone whose lease covered it, including Salma Begum, who has moved out since. */
export const PastMonthWithFormerMember = screen('/dashboard/rent-collection?month=2026-06', [
  rentCollection([sampleRows[0]!, { ...sampleRows[2]!, memberName: 'Salma Begum', memberEmail: 'salma@example.com' }]),
  collectionCsv,
  ...mock.happy('admin'),
]);
export const NoMonthPicked = screen('/dashboard/rent-collection?month=', [
  rentCollection(),
  collectionCsv,
  ...mock.happy('admin'),
]);
export const Loading = screen('/dashboard/rent-collection?month=2026-11', [collectionPending, ...mock.happy('admin')]);
export const Failed = screen('/dashboard/rent-collection?month=2026-11', [collectionFailing, ...mock.happy('admin')]);
/** Click Download CSV to see the refusal. */
export const CsvDownloadFails = screen('/dashboard/rent-collection?month=2026-11', [
  rentCollection(),
  csvFailing,
  ...mock.happy('admin'),
]);

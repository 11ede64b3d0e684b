import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agreementRequests, owingApplicantRequest } from '@/lib/mocks/dashboard-fixtures.ts';
import { AcceptRequestDialog } from './AcceptRequestDialog.tsx';

/** Accepting a request asks when the lease starts; this month (November 2026 here) is picked to begin with. */
const meta = {
  title: 'Agreements/AcceptRequestDialog',
  component: AcceptRequestDialog,
  args: {
    agreement: agreementRequests[0]!,
    startMonth: '2026-11',
    onStartMonthChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AcceptRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
/** The admin moved the start back to the month of the request. */
export const MonthOfRequest: Story = { args: { startMonth: '2026-10' } };
/** A request made this month: this month or next. */
export const RequestedThisMonth: Story = { args: { agreement: agreementRequests[1]!, startMonth: '2026-11' } };
/** A request without start months (an older server): the server picks this month. */
export const NoChoice: Story = {
  args: { agreement: { ...agreementRequests[0]!, startMonths: undefined }, startMonth: '' },
};
/** The applicant still owes rent from an earlier lease: the dialog names the amount before anything is accepted. */
export const ApplicantOwes: Story = { args: { agreement: owingApplicantRequest } };

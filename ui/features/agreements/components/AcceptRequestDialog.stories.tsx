import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agreementRequests, owingApplicantRequest } from '@/lib/mocks/dashboard-fixtures.ts';
import { AcceptRequestDialog, termsDraft } from './AcceptRequestDialog.tsx';

const first = agreementRequests[0]!;

/**
 * Accepting a request asks for the lease's terms: when it starts (this month, November 2026 here, to begin with),
 * when it ends, the rent (the flat's to begin with), the months of rent paid ahead and the security deposit.
 */
const meta = {
  title: 'Agreements/AcceptRequestDialog',
  component: AcceptRequestDialog,
  args: {
    agreement: first,
    draft: termsDraft(first, '2026-11'),
    onDraftChange: fn(),
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AcceptRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThisMonth: Story = {};
/** The admin moved the start back to the month of the request. */
export const MonthOfRequest: Story = { args: { draft: termsDraft(first, '2026-10') } };
/** A request made this month: this month or next. */
export const RequestedThisMonth: Story = {
  args: { agreement: agreementRequests[1]!, draft: termsDraft(agreementRequests[1]!, '2026-11') },
};
/** A request without start months (an older server): the server picks this month. */
export const NoChoice: Story = {
  args: { agreement: { ...first, startMonths: undefined }, draft: termsDraft(first, '') },
};
/** The applicant still owes rent from an earlier lease: the dialog names the amount before anything is accepted. */
export const ApplicantOwes: Story = {
  args: { agreement: owingApplicantRequest, draft: termsDraft(owingApplicantRequest, '2026-11') },
};
/** A year's lease with two months' rent paid ahead and a deposit of two months' rent. */
export const WithTerms: Story = {
  args: {
    draft: {
      ...termsDraft(first, '2026-11'),
      endMonth: '2027-10',
      advanceMonths: '2',
      deposit: String(first.rent * 2),
    },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agreementRequests, owingApplicantRequest } from '@/lib/mocks/dashboard-fixtures.ts';
import { rivalRequest } from '../mocks/handlers.ts';
import { AgreementRequestsTable } from './AgreementRequestsTable.tsx';

const meta = {
  title: 'Agreements/AgreementRequestsTable',
  component: AgreementRequestsTable,
  args: { requests: agreementRequests, deciding: {}, onDecide: fn(), onDetails: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgreementRequestsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Nadia Rahman's acceptance is on its way: her buttons are off, the other row's stay on. */
export const Deciding: Story = { args: { deciding: { 'ag-1': 'accept' } } };
export const Empty: Story = { args: { requests: [] } };
/** Two people want Block B, floor 3, B302: both rows say so. */
export const Competing: Story = { args: { requests: [...agreementRequests, rivalRequest] } };
/** Sohel Rana still owes from an earlier lease: his row says how much. */
export const ApplicantOwes: Story = { args: { requests: [...agreementRequests, owingApplicantRequest] } };

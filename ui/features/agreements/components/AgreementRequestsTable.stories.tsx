import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agreementRequests } from '../../dashboard/mocks/fixtures.ts';
import { AgreementRequestsTable } from './AgreementRequestsTable.tsx';

const meta = {
  title: 'Agreements/AgreementRequestsTable',
  component: AgreementRequestsTable,
  args: { requests: agreementRequests, deciding: null, onDecide: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AgreementRequestsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Deciding: Story = { args: { deciding: 'ag-1' } };
export const Empty: Story = { args: { requests: [] } };

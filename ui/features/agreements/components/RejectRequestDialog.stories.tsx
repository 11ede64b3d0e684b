import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agreementRequests } from '@/lib/mocks/dashboard-fixtures.ts';
import { RejectRequestDialog } from './RejectRequestDialog.tsx';

/** Rejecting a request may say why; the applicant reads the reason in their notification and on My Profile. */
const meta = {
  title: 'Agreements/RejectRequestDialog',
  component: RejectRequestDialog,
  args: { agreement: agreementRequests[1]!, onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof RejectRequestDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AskingWhy: Story = {};

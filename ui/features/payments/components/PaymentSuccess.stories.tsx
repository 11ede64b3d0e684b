import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentSuccess } from './PaymentSuccess.tsx';

const meta = {
  title: 'Payments/PaymentSuccess',
  component: PaymentSuccess,
  args: { month: 'December 2026', amount: 13050, receiptNumber: 16, onReset: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
/** A payment recorded without a receipt number: the history is still there. */
export const WithoutReceipt: Story = { args: { receiptNumber: null } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentMessage } from './PaymentMessage.tsx';

/** Green when the words say 'successful' or 'applied'; red for everything else. */
const meta = {
  title: 'Payments/PaymentMessage',
  component: PaymentMessage,
  args: { text: 'Payment successful!' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentMessage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Successful: Story = {};
export const CouponApplied: Story = { args: { text: 'Coupon applied: 15% off' } };
export const CardError: Story = { args: { text: 'Your card has insufficient funds.' } };
export const DuplicateMonth: Story = { args: { text: 'Payment for this month already exists!' } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleReceipt } from '../mocks/handlers.ts';
import { Receipt } from './Receipt.tsx';

const meta = {
  title: 'Receipts/Receipt',
  component: Receipt,
  args: { receipt: sampleReceipt },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithCoupon: Story = {};
export const NoDiscount: Story = {
  args: { receipt: { ...sampleReceipt, discount: 0, totalPaid: sampleReceipt.rent } },
};
/** A 100% coupon: recorded without a card step, still a receipt. */
export const FullyDiscounted: Story = {
  args: { receipt: { ...sampleReceipt, discount: 100, totalPaid: 0, transactionId: 'free_2026-10_nadia' } },
};
export const LongNames: Story = {
  args: {
    receipt: {
      ...sampleReceipt,
      memberName: 'Mohammad Abdullah Al Mamun Chowdhury',
      memberEmail: 'mohammad.abdullah.al.mamun.chowdhury@example-company.com.bd',
    },
  },
};

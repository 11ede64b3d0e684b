import type { Meta, StoryObj } from '@storybook/react-vite';
import { bkashReceipt, cashReceipt, sampleReceipt } from '../mocks/handlers.ts';
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
  args: { receipt: { ...sampleReceipt, discount: 0, totalPaid: sampleReceipt.rent! } },
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
/** Money paid in cash at the office: how and the day it was received, no month, rent or discount. */
export const Cash: Story = { args: { receipt: cashReceipt } };
/** A bKash payment with its transaction reference. */
export const Bkash: Story = { args: { receipt: bkashReceipt } };
/** A recorded payment the building voided afterwards: the receipt stays, and says so. */
export const Voided: Story = { args: { receipt: { ...bkashReceipt, voided: true } } };

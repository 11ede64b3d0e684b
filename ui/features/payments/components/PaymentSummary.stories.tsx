import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentSummary } from './PaymentSummary.tsx';

const meta = {
  title: 'Payments/PaymentSummary',
  component: PaymentSummary,
  args: { month: '2026-12', rent: 12000, coupon: null },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoCoupon: Story = {};
export const WithCoupon: Story = { args: { coupon: { code: 'WELCOME10', discount: 10 } } };
/** Rent and percentage that leave poisha: the discount and the total still add up to the rent. */
export const OddAmounts: Story = { args: { rent: 12345, coupon: { code: 'EID15', discount: 15 } } };
export const FullyDiscounted: Story = { args: { coupon: { code: 'FREEMONTH', discount: 100 } } };

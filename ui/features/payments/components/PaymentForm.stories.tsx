import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { acceptedAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { SandboxCardFields, EMPTY_CARD } from '@/components/card/SandboxCardFields.tsx';
import { PaymentForm } from './PaymentForm.tsx';

const filledCard = (
  <SandboxCardFields value={{ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }} onChange={() => {}} />
);

/** The payment form's states, drawn from props alone (the page stories show it wired to the network). */
const meta = {
  title: 'Payments/PaymentForm',
  component: PaymentForm,
  args: {
    email: 'nadia@example.com',
    agreement: acceptedAgreement,
    months: ['2026-12', '2027-01'],
    month: '2026-12',
    onMonthChange: fn(),
    coupon: null,
    couponCode: '',
    onCouponCodeChange: fn(),
    onApplyCoupon: fn(),
    applyingCoupon: false,
    couponMessage: null,
    cardInput: <SandboxCardFields value={EMPTY_CARD} onChange={() => {}} />,
    canPay: false,
    paying: false,
    notice: null,
    onSubmit: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** Three months unpaid and the month ahead: the oldest is picked. */
export const SeveralMonthsOwed: Story = { args: { months: ['2026-12', '2027-01', '2027-02', '2027-03'] } };
export const CouponApplied: Story = {
  args: {
    couponCode: 'WELCOME10',
    coupon: { code: 'WELCOME10', discount: 10 },
    couponMessage: 'Coupon applied: 10% off',
  },
};
export const InvalidCoupon: Story = { args: { couponCode: 'NOPE', couponMessage: 'Invalid coupon' } };
export const ExpiredCoupon: Story = {
  args: { couponCode: 'AUTUMN20', couponMessage: 'This coupon expired on 30 Nov 2026' },
};
export const CouponAlreadyUsed: Story = {
  args: { couponCode: 'WELCOME10', couponMessage: 'You have already used WELCOME10' },
};
/** A 100% coupon: nothing is charged, so no card is asked for. */
export const FullyDiscounted: Story = {
  args: {
    couponCode: 'FREEMONTH',
    coupon: { code: 'FREEMONTH', discount: 100 },
    couponMessage: 'Coupon applied: 100% off',
    cardInput: null,
    canPay: true,
  },
};
export const ReadyToPay: Story = { args: { canPay: true, cardInput: filledCard } };
export const Paying: Story = { args: { canPay: true, paying: true, cardInput: filledCard } };
export const CardDeclined: Story = {
  args: { canPay: true, cardInput: filledCard, notice: { text: 'Your card was declined.' } },
};
/** Paid meanwhile in another tab: the charge was given back, and the month's receipt is one click away. */
export const PaidInAnotherTab: Story = {
  args: {
    months: ['2027-01'],
    month: '2027-01',
    notice: {
      text: 'Payment for December 2026 already exists! The charge was refunded to your card.',
      paidElsewhere: { month: '2026-12', receiptNumber: 16 },
    },
  },
};
export const IntentFailed: Story = { args: { notice: { text: 'Failed to initialize payment. Please try again.' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { acceptedAgreement } from '../../dashboard/mocks/fixtures.ts';
import { SandboxCardFields, EMPTY_CARD } from './SandboxCardFields.tsx';
import { PaymentForm } from './PaymentForm.tsx';

/** The payment form's states, drawn from props alone (the page story shows it wired to the network). */
const meta = {
  title: 'Payments/PaymentForm',
  component: PaymentForm,
  args: {
    email: 'nadia@example.com',
    agreement: acceptedAgreement,
    discount: 0,
    couponCode: '',
    onCouponCodeChange: fn(),
    onApplyCoupon: fn(),
    applyingCoupon: false,
    month: '',
    onMonthChange: fn(),
    paidMonth: null,
    cardInput: <SandboxCardFields value={EMPTY_CARD} onChange={() => {}} />,
    canPay: false,
    paying: false,
    message: null,
    onSubmit: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CouponApplied: Story = { args: { couponCode: 'WELCOME10', discount: 10, message: 'Coupon applied: 10% off' } };
export const InvalidCoupon: Story = { args: { couponCode: 'NOPE', message: 'Invalid coupon' } };
export const ReadyToPay: Story = {
  args: {
    month: '2026-12',
    canPay: true,
    cardInput: <SandboxCardFields value={{ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }} onChange={() => {}} />,
  },
};
export const MonthAlreadyPaid: Story = { args: { month: '2026-10', paidMonth: '2026-10' } };
export const Paying: Story = { args: { month: '2026-12', canPay: true, paying: true } };
export const CardDeclined: Story = { args: { month: '2026-12', canPay: true, message: 'Your card was declined.' } };
export const IntentFailed: Story = { args: { month: '2026-12', message: 'Failed to initialize payment. Please try again.' } };

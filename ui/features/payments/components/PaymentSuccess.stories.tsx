import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PaymentSuccess } from './PaymentSuccess.tsx';

const meta = {
  title: 'Payments/PaymentSuccess',
  component: PaymentSuccess,
  args: { month: '2026-12', amount: 13050, onReset: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentSuccess>;

export default meta;
export const Paid: StoryObj<typeof meta> = {};

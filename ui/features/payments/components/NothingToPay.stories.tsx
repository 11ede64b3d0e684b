import type { Meta, StoryObj } from '@storybook/react-vite';
import { duesNothingPayable } from '@/lib/mocks/dashboard-fixtures.ts';
import { NothingToPay } from './NothingToPay.tsx';

const meta = {
  title: 'Payments/NothingToPay',
  component: NothingToPay,
  args: { dues: duesNothingPayable },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof NothingToPay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Paid one month ahead: the next month opens when the calendar turns. */
export const PaidAhead: Story = {};
/** A lease that ends this month, all paid: there is no next month. */
export const LeaseEnding: Story = {
  args: {
    dues: { ...duesNothingPayable, currentMonth: '2026-11', lease: { startMonth: '2026-10', endMonth: '2026-11' } },
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { duesNothingPayable, duesOneOwed, duesPaidUp, duesSeveralOwed } from '@/lib/mocks/dashboard-fixtures.ts';
import { RentStatusCard } from './RentStatusCard.tsx';

const meta = {
  title: 'Profile/RentStatusCard',
  component: RentStatusCard,
  args: { status: { state: 'ready', dues: duesOneOwed } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RentStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneMonthOwed: Story = {};
export const SeveralMonthsOwed: Story = { args: { status: { state: 'ready', dues: duesSeveralOwed } } };
/** Paid up, with next month open to pay ahead. */
export const PaidUp: Story = { args: { status: { state: 'ready', dues: duesPaidUp } } };
/** Paid up and paid ahead: nothing more can be paid yet. */
export const PaidAhead: Story = { args: { status: { state: 'ready', dues: duesNothingPayable } } };
export const Loading: Story = { args: { status: { state: 'loading' } } };
export const Failed: Story = { args: { status: { state: 'failed' } } };

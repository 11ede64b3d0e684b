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

/** This month is owed but not yet due (it is due on the 5th): no "Overdue" mark. */
export const OneMonthOwed: Story = {};
/** Two months past their due day, marked "Overdue", and this month not yet due. */
export const SeveralMonthsOwed: Story = { args: { status: { state: 'ready', dues: duesSeveralOwed } } };
/** Rent due on the 22nd: the due day in words, whatever it is. */
export const DueOnThe22nd: Story = {
  args: {
    status: {
      state: 'ready',
      dues: { ...duesSeveralOwed, dueDay: 22, owed: duesSeveralOwed.owed.map((m) => ({ ...m, overdue: true })) },
    },
  },
};
/** Paid up, with next month open to pay ahead. */
export const PaidUp: Story = { args: { status: { state: 'ready', dues: duesPaidUp } } };
/** Paid up and paid ahead: nothing more can be paid yet. */
export const PaidAhead: Story = { args: { status: { state: 'ready', dues: duesNothingPayable } } };
export const Loading: Story = { args: { status: { state: 'loading' } } };
export const Failed: Story = { args: { status: { state: 'failed' } } };

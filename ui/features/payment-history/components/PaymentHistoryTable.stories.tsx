import type { Meta, StoryObj } from '@storybook/react-vite';
import { payments } from '@/lib/mocks/dashboard-fixtures.ts';
import { booksInCredit, booksOwingSeveral, booksPartlyPaid } from '@/lib/mocks/ledger-fixtures.ts';
import { PaymentHistoryTable } from './PaymentHistoryTable.tsx';

const meta = {
  title: 'Payment History/PaymentHistoryTable',
  component: PaymentHistoryTable,
  args: { payments },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PaymentHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { payments: [] } };
/** A payment recorded before receipt numbers existed. */
export const WithoutReceiptNumber: Story = {
  args: { payments: [{ ...payments[0]!, receiptNumber: null }, payments[1]!] },
};
/**
 * Card payments beside payments recorded at the office (a bank transfer, bKash, cash), newest first: the recorded ones
 * name their method and reference, and have no month, rent or discount.
 */
export const BothKinds: Story = {
  args: {
    recorded: [booksInCredit, booksPartlyPaid, booksOwingSeveral]
      .flatMap((b) => b.credits)
      .filter((c) => c.kind === 'payment' && c.method !== 'card'),
  },
};

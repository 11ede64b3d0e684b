import type { Meta, StoryObj } from '@storybook/react-vite';
import { sampleArrears, sampleArrearsRows } from '../mocks/handlers.ts';
import { ArrearsTable } from './ArrearsTable.tsx';

/** Who owes rent (a table from tablet width up, cards on a phone), largest debt first, with the total. */
const meta = {
  title: 'Arrears/ArrearsTable',
  component: ArrearsTable,
  args: { rows: sampleArrearsRows, total: sampleArrears().total },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ArrearsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const OnePersonOneMonth: Story = {
  args: {
    rows: [
      { memberName: 'Rafiq Islam', memberEmail: 'rafiq@example.com', current: false, months: ['2026-08'], owed: 12000 },
    ],
    total: 12000,
  },
};
/** A long name and address and a year unpaid must wrap, not push the page wider. */
const longRow = {
  memberName: 'Mohammad Abdullah Al Mamun Chowdhury',
  memberEmail: 'mohammad.abdullah.al.mamun.chowdhury@example-company-mail.com',
  current: false,
  months: [
    '2025-12',
    '2026-01',
    '2026-02',
    '2026-03',
    '2026-04',
    '2026-05',
    '2026-06',
    '2026-07',
    '2026-08',
    '2026-09',
    '2026-10',
    '2026-11',
  ],
  owed: 2_160_000,
};
export const LongNames: Story = {
  args: { rows: [longRow, ...sampleArrearsRows], total: longRow.owed + sampleArrears().total },
};

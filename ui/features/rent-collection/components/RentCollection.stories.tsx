import type { Meta, StoryObj } from '@storybook/react-vite';
import { deskRows, sampleCollection, sampleRows } from '../mocks/handlers.ts';
import { CollectionTable } from './CollectionTable.tsx';
import { CollectionTotals } from './CollectionTotals.tsx';

/** The rent collection's pieces on their own. */
const meta = { title: 'Rent Collection/Pieces', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableFilled: Story = { render: () => <CollectionTable rows={sampleRows} month="2026-11" /> };
/** A month paid in cash at the desk, and one half paid by bKash. */
export const TableWithDeskPayments: Story = {
  render: () => <CollectionTable rows={[...sampleRows, ...deskRows]} month="2026-11" />,
};
/** A month before anyone moved in (or after everyone left). */
export const TableEmpty: Story = { render: () => <CollectionTable rows={[]} month="2026-11" /> };
export const TotalsPartlyCollected: Story = { render: () => <CollectionTotals totals={sampleCollection().totals} /> };
export const TotalsAllCollected: Story = {
  render: () => <CollectionTotals totals={sampleCollection('2026-11', sampleRows.slice(0, 2)).totals} />,
};
export const TotalsNoMembers: Story = {
  render: () => <CollectionTotals totals={sampleCollection('2026-11', []).totals} />,
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleEntries } from '../mocks/handlers.ts';
import { AuditFilter } from './AuditFilter.tsx';
import { AuditLogTable } from './AuditLogTable.tsx';
import { PrevNextPager } from '@/components/ui/PrevNextPager.tsx';

/** The audit log's pieces on their own. */
const meta = { title: 'Audit Log/Pieces', parameters: { layout: 'padded' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const TableFilled: Story = { render: () => <AuditLogTable entries={sampleEntries} /> };
export const TableEmpty: Story = { render: () => <AuditLogTable entries={[]} /> };
export const FilterAll: Story = { render: () => <AuditFilter action={null} onChange={fn()} /> };
export const FilterOneAction: Story = { render: () => <AuditFilter action="coupon.toggle" onChange={fn()} /> };
export const PagerFirstPage: Story = {
  render: () => <PrevNextPager label="Audit log pages" page={1} total={45} pageSize={20} onPage={fn()} />,
};
export const PagerMiddlePage: Story = {
  render: () => <PrevNextPager label="Audit log pages" page={2} total={45} pageSize={20} onPage={fn()} />,
};
export const PagerLastPage: Story = {
  render: () => <PrevNextPager label="Audit log pages" page={3} total={45} pageSize={20} onPage={fn()} />,
};

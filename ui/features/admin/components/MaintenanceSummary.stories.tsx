import type { Meta, StoryObj } from '@storybook/react-vite';
import { maintenanceSummary } from '@/lib/mocks/dashboard-fixtures.ts';
import { MaintenanceSummary } from './MaintenanceSummary.tsx';

const meta = {
  title: 'Admin/MaintenanceSummary',
  component: MaintenanceSummary,
  args: { summary: maintenanceSummary, failed: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MaintenanceSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
/** Nothing fixed and nobody rated this month yet. */
export const NoneResolved: Story = {
  args: {
    summary: { ...maintenanceSummary, opened: 2, resolved: 0, medianResolutionMs: null, rated: 0, averageRating: null },
  },
};
export const Loading: Story = { args: { summary: undefined } };
export const Failed: Story = { args: { summary: undefined, failed: true } };

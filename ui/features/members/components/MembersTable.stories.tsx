import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { members } from '@/lib/mocks/dashboard-fixtures.ts';
import { MembersTable } from './MembersTable.tsx';

const meta = {
  title: 'Members/MembersTable',
  component: MembersTable,
  args: { members, removing: null, onRemove: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MembersTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Removing: Story = { args: { removing: 'nadia@example.com' } };
export const Empty: Story = { args: { members: [] } };

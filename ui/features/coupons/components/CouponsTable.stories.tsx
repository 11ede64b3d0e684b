import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { coupons } from '../../dashboard/mocks/fixtures.ts';
import { CouponsTable } from './CouponsTable.tsx';

const meta = {
  title: 'Coupons/CouponsTable',
  component: CouponsTable,
  args: { coupons, toggling: null, onToggle: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Toggling: Story = { args: { toggling: 'EID15' } };
export const Empty: Story = { args: { coupons: [] } };

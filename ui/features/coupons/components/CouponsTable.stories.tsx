import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { coupons } from '@/lib/mocks/dashboard-fixtures.ts';
import { couponsWithExpiry } from '../mocks/handlers.ts';
import { CouponsTable } from './CouponsTable.tsx';

/** Read on 15 November 2026: EID15 runs to 30 Apr 2027, PUJA20 ended on 31 Oct 2026. */
const meta = {
  title: 'Coupons/CouponsTable',
  component: CouponsTable,
  args: { coupons, toggling: null, onToggle: fn(), today: '2026-11-15' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Toggling: Story = { args: { toggling: 'EID15' } };
export const Empty: Story = { args: { coupons: [] } };
/** A coupon past its last day shows Expired instead of Active. */
export const WithExpired: Story = { args: { coupons: couponsWithExpiry } };
/** On its last day a coupon still works. */
export const LastDay: Story = { args: { coupons: couponsWithExpiry, today: '2026-10-31' } };

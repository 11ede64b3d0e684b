import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CouponForm } from './CouponForm.tsx';

const meta = {
  title: 'Coupons/CouponForm',
  component: CouponForm,
  args: { busy: false, result: null, onSubmit: fn(async () => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Adding: Story = { args: { busy: true } };
export const Added: Story = { args: { result: { ok: true, text: 'Coupon SPRING20 added' } } };
export const Refused: Story = { args: { result: { ok: false, text: 'discountPercentage must be from 1 to 100' } } };
/** Every month, until the end of the year. */
export const EveryMonthWithExpiry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Every month' }));
    await userEvent.type(canvas.getByLabelText('Expires on'), '2026-12-31');
  },
};

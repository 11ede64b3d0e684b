import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn, userEvent, within } from 'storybook/test';
import { CouponForm, type CouponErrors } from './CouponForm.tsx';

const meta = {
  title: 'Coupons/CouponForm',
  component: CouponForm,
  args: { busy: false, done: null, onSubmit: fn(async (): Promise<true | CouponErrors> => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CouponForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Adding: Story = { args: { busy: true } };
export const Added: Story = { args: { done: 'Coupon SPRING20 added' } };
/** Sent with every required field empty: each is named in the summary at the top and beside the field. */
export const MissingFields: Story = {};
/** The server refused the discount: its words, beside the field, never the field's own name. */
export const Refused: Story = {
  args: {
    onSubmit: fn(async () => ({ discountPercentage: 'Discount must be a whole percentage from 1 to 100' })),
  },
};
/** Every month, until the end of the year. */
export const EveryMonthWithExpiry: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Every month' }));
    await userEvent.type(canvas.getByLabelText('Expires on'), '2026-12-31');
  },
};

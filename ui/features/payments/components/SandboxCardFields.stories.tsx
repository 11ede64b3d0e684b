import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EMPTY_CARD, SandboxCardFields, type CardFields } from './SandboxCardFields.tsx';

/** The sandbox provider's card form; type to see the number grouping and the automatic MM/YY slash. */
const meta = {
  title: 'Payments/SandboxCardFields',
  component: SandboxCardFields,
  parameters: { layout: 'padded' },
  args: { value: EMPTY_CARD, onChange: () => {} },
  render: function Render(args) {
    const [value, setValue] = useState<CardFields>(args.value);
    return <SandboxCardFields {...args} value={value} onChange={setValue} />;
  },
} satisfies Meta<typeof SandboxCardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { value: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' } } };
export const Disabled: Story = {
  args: { value: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, disabled: true },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { EMPTY_CARD, SandboxCardFields, type CardFields } from './SandboxCardFields.tsx';

/** The sandbox provider's card form; type to see the number grouping and the automatic MM/YY slash. */
const meta = {
  title: 'Shared/SandboxCardFields',
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
/** Pay was pressed with fields missing or malformed: each is named beside it and in the summary. */
export const Incomplete: Story = {
  args: {
    value: { number: '4242', expiry: '', cvc: '12' },
    errors: {
      number: 'Enter the card number as it is printed on the card',
      expiry: 'Enter the expiry date',
      cvc: 'Enter the 3 or 4 digit security code from the back of the card',
    },
  },
};

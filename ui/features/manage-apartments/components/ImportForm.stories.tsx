import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ImportForm } from './ImportForm.tsx';

const meta = {
  title: 'Manage Apartments/ImportForm',
  component: ImportForm,
  args: { busy: false, error: null, onSubmit: fn(async () => true), onPick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ImportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Importing: Story = { args: { busy: true } };
/** The server names the first bad line; nothing of the file was written. */
export const LineRefused: Story = {
  args: { error: 'Line 4: Rent must be a whole number of taka from 1 to 10,000,000. Nothing was imported.' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { sampleFlats } from '../mocks/handlers.ts';
import { ApartmentsTable } from './ApartmentsTable.tsx';

const meta = {
  title: 'Manage Apartments/ApartmentsTable',
  component: ApartmentsTable,
  args: { apartments: sampleFlats, onAction: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApartmentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Available, let, without a photo yet, and retired (no actions). */
export const Filled: Story = {};
export const Empty: Story = { args: { apartments: [] } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StarRating } from './StarRating.tsx';

const meta = {
  title: 'Maintenance/StarRating',
  component: StarRating,
  args: { value: null, onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unrated: Story = {};
export const FourStars: Story = { args: { value: 4 } };

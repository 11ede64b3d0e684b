import type { Meta, StoryObj } from '@storybook/react-vite';
import { ConfigStatus } from './ConfigStatus.tsx';

const meta = {
  title: 'App/Config status',
  component: ConfigStatus,
  args: { onRetry: () => {}, retrying: false },
} satisfies Meta<typeof ConfigStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { failed: false } };
export const Failed: Story = { args: { failed: true } };
export const Retrying: Story = { args: { failed: true, retrying: true } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { myRequests } from '../mocks/handlers.ts';
import { RequestList } from './RequestList.tsx';

const meta = {
  title: 'Maintenance/RequestList',
  component: RequestList,
  args: { requests: myRequests },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RequestList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { requests: [] } };

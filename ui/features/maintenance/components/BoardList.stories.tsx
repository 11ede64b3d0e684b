import type { Meta, StoryObj } from '@storybook/react-vite';
import { boardRequests } from '../mocks/handlers.ts';
import { BoardList } from './BoardList.tsx';

const meta = {
  title: 'Maintenance/BoardList',
  component: BoardList,
  args: { requests: boardRequests, search: '', now: new Date('2026-11-06T04:00:00.000Z') },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof BoardList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { requests: [] } };

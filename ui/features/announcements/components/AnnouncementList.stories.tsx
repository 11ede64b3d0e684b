import type { Meta, StoryObj } from '@storybook/react-vite';
import { announcements } from '@/lib/mocks/dashboard-fixtures.ts';
import { AnnouncementList } from './AnnouncementList.tsx';

const meta = {
  title: 'Announcements/AnnouncementList',
  component: AnnouncementList,
  args: { announcements },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnnouncementList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { announcements: [] } };

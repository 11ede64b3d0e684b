import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { announcements } from '@/lib/mocks/dashboard-fixtures.ts';
import type { AnnouncementErrors } from './AnnouncementForm.tsx';
import { PostedAnnouncements } from './PostedAnnouncements.tsx';

const meta = {
  title: 'Announcements/PostedAnnouncements',
  component: PostedAnnouncements,
  args: {
    announcements,
    editing: null,
    saving: false,
    onEdit: fn(),
    onSave: fn(async (): Promise<true | AnnouncementErrors> => true),
    onDelete: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PostedAnnouncements>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Empty: Story = { args: { announcements: [] } };
export const Editing: Story = { args: { editing: announcements[0]!._id } };
/** Another admin changed it after this one opened it: said in the form, with what to do. */
export const EditRefused: Story = {
  args: {
    editing: announcements[0]!._id,
    onSave: fn(async () => ({
      form: 'Another admin changed this announcement after you opened it; look at it again before you change it',
    })),
  },
};

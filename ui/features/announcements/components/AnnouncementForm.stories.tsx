import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnnouncementForm, type AnnouncementErrors } from './AnnouncementForm.tsx';

const meta = {
  title: 'Announcements/AnnouncementForm',
  component: AnnouncementForm,
  args: {
    action: { label: 'Post Announcement', busyLabel: 'Posting...' },
    busy: false,
    done: null,
    onSubmit: fn(async (): Promise<true | AnnouncementErrors> => true),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnnouncementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Posting: Story = { args: { busy: true } };
export const Posted: Story = { args: { done: 'Announcement posted successfully' } };
/** Sent with both fields empty: the summary at the top names each, and each field says it too. */
export const MissingFields: Story = {};
/** The server refused it for no one field. */
export const Failed: Story = { args: { onSubmit: fn(async () => ({ form: 'Failed to post announcement.' })) } };
export const Editing: Story = {
  args: {
    initial: { title: 'Lift maintenance on Saturday', description: 'The east lift stops from 9 am to 2 pm.' },
    action: { label: 'Save changes', busyLabel: 'Saving...' },
    onCancel: fn(),
  },
};

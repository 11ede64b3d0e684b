import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AnnouncementForm } from './AnnouncementForm.tsx';

const meta = {
  title: 'Announcements/AnnouncementForm',
  component: AnnouncementForm,
  args: { busy: false, result: null, onSubmit: fn(async () => true) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnnouncementForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Posting: Story = { args: { busy: true } };
export const Posted: Story = { args: { result: { ok: true, text: 'Announcement posted successfully' } } };
export const Failed: Story = { args: { result: { ok: false, text: 'Failed to post announcement.' } } };

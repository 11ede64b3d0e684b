import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { summary } from '@/lib/mocks/dashboard-fixtures.ts';
import { AdminProfile } from './AdminProfile.tsx';

const meta = {
  title: 'Admin/AdminProfile',
  component: AdminProfile,
  args: { user: { displayName: 'Demo Admin', email: 'admin@lakeview.test', photoURL: null }, summary },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSummary: Story = {};
export const SummaryLoading: Story = { args: { summary: <StatusText>Loading summary...</StatusText> } };
export const SummaryFailed: Story = {
  args: { summary: <ErrorBanner>Failed to load the summary. Please try again.</ErrorBanner> },
};

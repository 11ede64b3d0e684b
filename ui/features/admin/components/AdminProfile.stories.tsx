import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusText } from '@/components/ui/StatusText.tsx';
import { ErrorBanner } from '@/components/ui/Banner.tsx';
import { emptySummary, summary } from '@/lib/mocks/dashboard-fixtures.ts';
import { AdminProfile } from './AdminProfile.tsx';
import { FailedEmails } from './FailedEmails.tsx';

const meta = {
  title: 'Admin/AdminProfile',
  component: AdminProfile,
  args: { user: { displayName: 'Demo Admin', email: 'admin@lakeview.test', photoURL: null }, summary },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AdminProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Filled: requests and reported payments waiting, money owed and taken this month, flats let and free. */
export const WithSummary: Story = {};
/** A building just set up: nothing waiting, no money yet. */
export const EmptySummary: Story = { args: { summary: emptySummary } };
export const SummaryLoading: Story = { args: { summary: <StatusText>Loading summary...</StatusText> } };
export const SummaryFailed: Story = {
  args: { summary: <ErrorBanner>Failed to load the summary. Please try again.</ErrorBanner> },
};
/** Nothing undelivered: the count is there, quiet. */
export const NoUndeliveredEmails: Story = { args: { attention: <FailedEmails count={0} failed={false} /> } };
/** Three emails could not be delivered: amber, linking to them. */
export const ThreeUndeliveredEmails: Story = { args: { attention: <FailedEmails count={3} failed={false} /> } };
export const UndeliveredEmailsLoading: Story = {
  args: { attention: <FailedEmails count={undefined} failed={false} /> },
};
/** The count could not be fetched: said in its own place, the rest of the profile as usual. */
export const UndeliveredEmailsFailed: Story = { args: { attention: <FailedEmails count={undefined} failed /> } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { emailChoicesHandlers } from '@/lib/mocks/handlers.ts';
import { EmailChoicesCard } from './EmailChoicesCard.tsx';

/** The email choices on a profile, in each state (network answered by MSW). */
const meta = {
  title: 'Profile/Email choices',
  component: EmailChoicesCard,
  parameters: { layout: 'padded', auth: 'signedIn', msw: emailChoicesHandlers() },
  args: { role: 'member' },
} satisfies Meta<typeof EmailChoicesCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllOn: Story = {};
export const SomeOff: Story = {
  parameters: {
    msw: emailChoicesHandlers({
      payments: true,
      announcements: false,
      maintenance: true,
      reminders: false,
      applications: true,
    }),
  },
};
/** On Admin Profile: only the emergencies residents report are ever emailed to an admin. */
export const Admin: Story = { args: { role: 'admin' } };
export const Loading: Story = { parameters: { msw: [mock.pending('get', '/api/me/email-choices')] } };
export const Failed: Story = { parameters: { msw: [mock.failing('get', '/api/me/email-choices')] } };
/** Announcements switched off and saved (the stories test does it). */
export const Saved: Story = {};
export const SaveFailed: Story = {
  parameters: { msw: [mock.failing('put', '/api/me/email-choices'), ...emailChoicesHandlers()] },
};

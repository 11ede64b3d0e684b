import type { Meta, StoryObj } from '@storybook/react-vite';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import { acceptedAgreement, pendingAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { ProfileCard } from './ProfileCard.tsx';

const meta = {
  title: 'Profile/ProfileCard',
  component: ProfileCard,
  args: { user: SAMPLE_USER, role: 'user', agreement: pendingAgreement },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UserWithPendingRequest: Story = {};
/** Without an agreement the tiles stay, saying 'Not Available' and 'None'. */
export const UserWithoutAgreement: Story = { args: { agreement: null } };
export const Member: Story = { args: { role: 'member', agreement: acceptedAgreement } };
export const NoNameAndBrokenPhoto: Story = {
  args: {
    user: { displayName: null, email: 'someone@example.com', photoURL: '/images/does-not-exist.png' },
    agreement: null,
  },
};

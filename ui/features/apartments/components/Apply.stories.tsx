import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { applicationHandlers, failing } from '@/lib/mocks/handlers.ts';
import { detailsRefused, filledTenantForm } from '@/lib/mocks/tenant-details.ts';
import { ApplyScreen } from './ApplyPage.tsx';

const meta = {
  title: 'Screens/Apply',
  component: ApplyScreen,
  args: { apartmentId: 'apt-a101', label: 'Block A, floor 1, A101' },
  parameters: { route: '/apartments/apt-a101/apply', auth: 'signedIn', msw: [...applicationHandlers()] },
} satisfies Meta<typeof ApplyScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const send: Story['play'] = async ({ canvasElement }) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Send request' }));

/** The empty form: the applicant's mobile, NID, father's name and addresses, household rows and an emergency contact. */
export const Empty: Story = {};
/** Sent empty, with one household row added and left blank: every problem beside its field and in the summary. */
export const WithErrors: Story = {
  play: async (context) => {
    await userEvent.click(await within(context.canvasElement).findByRole('button', { name: 'Add a member' }));
    await send(context);
    await expect(within(context.canvasElement).getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  },
};
/** Filled in, with one household member. */
export const Filled: Story = { args: { initial: filledTenantForm } };
/** The server refused the NID and the first member's age: its words beside those fields and in the summary. */
export const ServerRefusedFields: Story = {
  args: { initial: filledTenantForm },
  parameters: { msw: [detailsRefused] },
  play: send,
};
/** Sent before (another tab): the request already sent is the calm answer. */
export const AppliedBefore: Story = {
  args: { initial: filledTenantForm },
  parameters: { msw: [...applicationHandlers('2026-11-02T09:30:00.000Z')] },
  play: send,
};
/** Refused for a reason no field has: said under the button. */
export const ApplyRefused: Story = {
  args: { initial: filledTenantForm },
  parameters: { msw: [failing('/api/agreements', 'post', 'You already have an open agreement request', 409)] },
  play: send,
};
/** Nobody signed in: the way to sign in, and back here after. */
export const SignedOut: Story = { parameters: { auth: 'signedOut' } };

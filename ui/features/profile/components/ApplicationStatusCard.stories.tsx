import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { AgreementDto } from '@contract/agreements';
import { pendingAgreement } from '@/lib/mocks/dashboard-fixtures.ts';
import { nadiaDetails, tenantDetailsHandler } from '@/lib/mocks/tenant-details.ts';
import { ApplicationStatusCard } from './ApplicationStatusCard.tsx';

const meta = {
  title: 'Profile/ApplicationStatusCard',
  component: ApplicationStatusCard,
  args: { status: { state: 'ready', application: pendingAgreement }, onWithdraw: fn(), withdrawing: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ApplicationStatusCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const decided = (decision: AgreementDto['decision'], at: Partial<AgreementDto>): Story => ({
  args: { status: { state: 'ready', application: { ...pendingAgreement, status: 'checked', decision, ...at } } },
});

/** Waiting for the building: since when, for which flat, and Withdraw. */
export const Pending: Story = {};
export const Withdrawing: Story = { args: { withdrawing: true } };
/** The building decided first: the server's words beside the card. */
export const WithdrawRefused: Story = { args: { refusal: 'Your request was decided just now; refresh to see how' } };
export const Declined = decided('rejected', { decidedAt: '2026-11-20T10:00:00.000Z' });
/** The admin said why: the applicant reads it in their words. */
export const DeclinedWithReason = decided('rejected', {
  decidedAt: '2026-11-20T10:00:00.000Z',
  reason: 'The flat is held for a family of four. B401 on the floor above is free from December.',
});
export const Withdrawn = decided('withdrawn', { decidedAt: '2026-11-20T10:00:00.000Z' });
/** A removed member: when the lease ended. */
export const MembershipEnded = decided('ended', { endedAt: '2026-11-20T10:00:00.000Z' });
export const NeverApplied: Story = { args: { status: { state: 'ready', application: null } } };
export const Loading: Story = { args: { status: { state: 'loading' } } };
export const Failed: Story = { args: { status: { state: 'failed' } } };
/** Her details opened: what she gave with the request, seen only by her and the admins. */
export const WithDetails: Story = {
  args: { detailsOpen: true },
  parameters: { msw: [tenantDetailsHandler(pendingAgreement, nadiaDetails)] },
};
/** A request sent before the form asked for details: "Not given". */
export const WithoutDetails: Story = {
  args: { detailsOpen: true },
  parameters: { msw: [tenantDetailsHandler(pendingAgreement, null)] },
};

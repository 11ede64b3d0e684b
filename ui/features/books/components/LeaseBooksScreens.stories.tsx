import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { booksFailing, booksPending } from '../mocks/handlers.ts';
import { leaseBooks, paymentRefused } from '../mocks/lease-handlers.ts';
import { formerOwing, inCredit, type MockLedger, owingSeveral, paidUp, partlyPaid } from '../mocks/ledgers.ts';
import { withLateFees } from '../mocks/late-fees-ledger.ts';
import { withDepositHeld } from '../mocks/lease-terms-ledger.ts';

/** One lease's books as the dashboard mounts them: the summary, charges, credits, voids, and the admin's writes. */
const meta = {
  title: 'Books/Lease',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/books/lease-karim' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const lease = (ledger: MockLedger, ...more: unknown[]): Story => ({
  parameters: {
    route: `/dashboard/books/${ledger.lease.leaseId}`,
    msw: [...more, ...leaseBooks(ledger), ...mock.happy('admin')],
  },
});

/** Karim owes rent for three months, a gas bill and a repair, aged from 0 to over 60 days. */
export const OwingSeveral = lease(owingSeveral());
/** Nadia paid half of November in cash. */
export const PartlyPaid = lease(partlyPaid());
/** Tania paid both her months by card: nothing to void. */
export const PaidUp = lease(paidUp());
/** Mitu's cheque covered more than November: the rest waits as credit. */
export const InCredit = lease(inCredit());
/** Rafiq moved out in August owing two months; a late fee written twice was voided. */
export const FormerResidentOwing = lease(formerOwing());
/** Sadia owes October and November: each took a late fee, and October's was waived. */
export const WithLateFees = lease(withLateFees());
/** Rumana's lease on terms: the advance settled her first two months and her deposit of 36,000 is held. */
export const WithDepositHeld = lease(withDepositHeld());
/** The admin waives November's late fee: the dialog asks why, in a late fee's words. */
export const WaivingLateFee: Story = {
  ...lease(withLateFees()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Waive the late fee for November 2026' }));
  },
};
export const Loading: Story = {
  parameters: { msw: [booksPending('/api/admin/books/lease-karim'), ...mock.happy('admin')] },
};
export const Failed: Story = {
  parameters: { msw: [booksFailing('/api/admin/books/lease-karim'), ...mock.happy('admin')] },
};

const openPaymentForm = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Record a payment' }));
  return canvas;
};

/** Sent with nothing filled in but the day: each missing answer named beside its field and in the summary. */
export const PaymentFormErrors: Story = {
  ...lease(owingSeveral()),
  play: async ({ canvasElement }) => {
    const canvas = await openPaymentForm(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
  },
};

/** The server refuses the amount (above ৳10,000,000): its words beside the field. */
export const PaymentRefusedError: Story = {
  ...lease(
    owingSeveral(),
    paymentRefused(
      'lease-karim',
      400,
      'VALIDATION.INVALID_INPUT',
      'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals',
      { amount: 'Enter an amount above ৳0 and up to ৳10,000,000, with at most two decimals' },
    ),
  ),
  play: async ({ canvasElement }) => {
    const canvas = await openPaymentForm(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Amount/), '20000000');
    await userEvent.selectOptions(canvas.getByLabelText(/^Method/), 'cash');
    await userEvent.click(canvas.getByRole('button', { name: 'Record payment' }));
  },
};

/** The charge form, open, before anything is chosen. */
export const AddChargeForm: Story = {
  ...lease(owingSeveral()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add a charge' }));
  },
};

/** Voiding the gas bill: the dialog asks why. */
export const VoidDialog: Story = {
  ...lease(owingSeveral()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Void the charge Gas bill for September 2026' }));
  },
};

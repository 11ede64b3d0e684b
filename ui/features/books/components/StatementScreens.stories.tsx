import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { booksFailing, booksPending } from '../mocks/handlers.ts';
import { leaseBooks } from '../mocks/lease-handlers.ts';
import { formerOwing, inCredit, owingSeveral } from '../mocks/ledgers.ts';

/** A month's statement of a lease, ready to print on one A4 page. */
const meta = {
  title: 'Books/Statement',
  render: () => <DashboardScreen />,
  parameters: {
    auth: 'signedIn',
    route: '/dashboard/books/lease-karim/statement/2026-09',
    msw: [...leaseBooks(owingSeveral()), ...mock.happy('admin')],
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Karim's September: owing from August, September's rent and gas bill, a bKash payment. */
export const OwingMonth: Story = {};
/** Mitu's November: the cheque leaves her in credit. */
export const InCreditMonth: Story = {
  parameters: {
    route: '/dashboard/books/lease-mitu/statement/2026-11',
    msw: [...leaseBooks(inCredit()), ...mock.happy('admin')],
  },
};
/** Rafiq's August, after he moved out: nothing happened that month but the rent. */
export const FormerResidentLastMonth: Story = {
  parameters: {
    route: '/dashboard/books/lease-rafiq/statement/2026-08',
    msw: [...leaseBooks(formerOwing()), ...mock.happy('admin')],
  },
};
/** The PDF asked for and still being written: the button says so and waits. */
export const PdfPreparing: Story = {
  parameters: {
    msw: [
      booksPending('/api/admin/books/lease-karim/statement/pdf'),
      ...leaseBooks(owingSeveral()),
      ...mock.happy('admin'),
    ],
  },
};
/** The PDF failed: the reason under the button, the statement still there to print. */
export const PdfFailed: Story = {
  parameters: {
    msw: [
      booksFailing('/api/admin/books/lease-karim/statement/pdf'),
      ...leaseBooks(owingSeveral()),
      ...mock.happy('admin'),
    ],
  },
};
export const Loading: Story = {
  parameters: { msw: [booksPending('/api/admin/books/lease-karim/statement'), ...mock.happy('admin')] },
};
export const Failed: Story = {
  parameters: { msw: [booksFailing('/api/admin/books/lease-karim/statement'), ...mock.happy('admin')] },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { DashboardScreen } from '@/test-support/DashboardScreen.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import * as terms from '@/lib/mocks/lease-terms-fixtures.ts';
import * as reports from '@/lib/mocks/payment-report-fixtures.ts';
import { myPaymentReports, reportRefused } from '@/lib/mocks/payment-report-handlers.ts';

/** My Account as the dashboard mounts it for Nadia, a member (network answered by MSW), in each state of her books. */
const meta = {
  title: 'My Account/Screens',
  render: () => <DashboardScreen />,
  parameters: { auth: 'signedIn', route: '/dashboard/my-account', msw: mock.happy('member') },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const member = (...msw: unknown[]): Story => ({ parameters: { msw: [...msw, ...mock.happy('member')] } });
const statement = (month: string, ...msw: unknown[]): Story => ({
  parameters: { route: `/dashboard/my-account/statement/${month}`, msw: [...msw, ...mock.happy('member')] },
});
const formerResident = [...mock.formerResident, ...mock.myApplication(sample.endedLease), ...mock.happy('user', null)];

export const PaidUp = member(...mock.myBooks(books.booksPaidUp));
/** December's rent half paid by bKash. */
export const PartlyPaid = member(...mock.myBooks(books.booksPartlyPaid));
/** A bank transfer larger than the rent: the rest is credit. */
export const InCredit = member(...mock.myBooks(books.booksInCredit));
/** Three months' rent, a service charge and a gas bill open. */
export const OwingSeveral = member(...mock.myBooks(books.booksOwingSeveral));
/** Sohel, whose lease ended with two months' rent unpaid. */
export const FormerResidentOwing: Story = { parameters: { msw: formerResident } };
/** A charge and a payment an admin voided, each with its reason. */
export const WithVoidedEntries = member(...mock.myBooks(books.booksWithVoided));
/** Karim, just accepted on terms: two months' rent ahead and a deposit, both owed. */
export const TermsOwed = member(...mock.myBooks(terms.booksTermsOwed));
/** Karim has paid: the advance settled November and December, and the deposit is held for him. */
export const DepositHeld = member(...mock.myBooks(terms.booksDepositHeld));
/** A year on, the rent raised from November 2027: the terms show the rent billed now. */
export const RentRaised = member(...mock.myBooks(terms.booksRentRaised));
export const Loading = member(mock.pending('get', '/api/ledger/mine'));
export const LoadFailed = member(mock.failing('get', '/api/ledger/mine'));
/** Someone whose lease has not started has no books yet (404). */
export const NoLease = member(...mock.myBooks(null));

/** November 2026's statement: the rent billed, paid by card in full. */
export const Statement = statement('2026-11');
/** February 2027's statement: owing, with the balance carried in from January. */
export const StatementOwing = statement('2027-02', ...mock.myBooks(books.booksOwingSeveral));
/** November's statement with the bank transfer's credit left over. */
export const StatementInCredit = statement('2026-11', ...mock.myBooks(books.booksInCredit));
/** The PDF asked for and still being written: the button says so and waits. */
export const StatementPdfPreparing = statement('2026-11', mock.pending('get', '/api/ledger/mine/statement/pdf'));
/** The PDF failed: the reason under the button, the statement still there to print. */
export const StatementPdfFailed = statement('2026-11', mock.failing('get', '/api/ledger/mine/statement/pdf'));
export const StatementLoading = statement('2026-11', mock.pending('get', '/api/ledger/mine/statement'));
export const StatementFailed = statement('2026-11', mock.failing('get', '/api/ledger/mine/statement'));
/** A month before the lease began: the server refuses it (400). */
export const StatementOutsideLease = statement('2025-01');

/** A bKash payment Nadia reported, waiting for the building. */
export const ReportWaiting = member(...myPaymentReports([reports.reportWaiting]));
/** A bank transfer she reported, confirmed with receipt R-000021. */
export const ReportConfirmed = member(...myPaymentReports([reports.reportConfirmed]));
/** A Nagad payment she reported, rejected with the admin's reason. */
export const ReportRejected = member(...myPaymentReports([reports.reportRejected]));
/** Nothing reported yet: the list says so, and the form is there. */
export const ReportsEmpty = member(...myPaymentReports([]));
/** The form sent empty: each field's rule beside it and in the summary at the top. */
export const ReportFormErrors = member(...myPaymentReports(reports.myReports));
/** A day before the lease began: the server refuses it beside the field. */
export const ReportRefusedByServer = member(
  reportRefused({ paidOn: 'Pick the day you paid: not in the future, and not before your lease began' }),
  ...myPaymentReports([]),
);

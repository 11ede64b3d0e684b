import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
/** A table's body rows as the reader sees them, one string of cells each. */
const rows = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map(text));

// A heading's accessible name reads the amount and the taka sign as two words: "You owe 9,500 ৳".
describe('My Account', () => {
  it('says what a member owes, what it is made of oldest first, and leads to paying it', async () => {
    server.use(...mock.myBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByRole('heading', { level: 2, name: 'You owe 43,350.50 ৳' })).toBeInTheDocument();
    expect(
      screen.getByText(/Your lease of Block B, floor 3, B302, since October 2026\. As of 3 Feb 2027\./),
    ).toBeInTheDocument();
    expect(rows('Charges not yet paid, oldest first')).toEqual([
      ['December 2026', 'Rent', '14,500৳', '3,000৳', '11,500৳', 'Pay'],
      ['January 2027', 'Rent', '14,500৳', '0৳', '14,500৳', 'Pay'],
      ['January 2027', 'Service charge', '2,000৳', '0৳', '2,000৳', 'Pay'],
      ['February 2027', 'Rent', '14,500৳', '0৳', '14,500৳', 'Pay'],
      ['February 2027', 'Gas bill', '850.50৳', '0৳', '850.50৳', 'Pay'],
    ]);
    // Settled charges are not listed as owed; ageing is the building's, not shown to a member.
    expect(screen.queryByText('October 2026', { selector: 'td' })).not.toBeInTheDocument();
    expect(screen.queryByText(/0-30|31-60|90\+/)).not.toBeInTheDocument();
    // The whole balance by card first; a month's rent (with a coupon) on Make Payment second.
    expect(screen.getByRole('link', { name: 'Pay 43,350.50 ৳' })).toHaveAttribute('href', '/dashboard/my-account/pay');
    expect(screen.getByRole('link', { name: 'Pay rent for December 2026' })).toHaveAttribute(
      'href',
      '/dashboard/make-payment?month=2026-12',
    );
    expect(screen.getByText('Or pay one charge at a time: press Pay beside it in the list below.')).toBeInTheDocument();
  });

  it('offers each open charge to pay by card on its own, named for what it is', async () => {
    server.use(...mock.myBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    const table = within(await screen.findByRole('table', { name: 'Charges not yet paid, oldest first' }));
    expect(table.getAllByRole('link').map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])).toEqual([
      ['Pay Rent, December 2026', '/dashboard/my-account/pay?charge=rent%3Alease-b302%3A2026-12'],
      ['Pay Rent, January 2027', '/dashboard/my-account/pay?charge=rent%3Alease-b302%3A2027-01'],
      ['Pay Service charge, January 2027', '/dashboard/my-account/pay?charge=svc-jan'],
      ['Pay Rent, February 2027', '/dashboard/my-account/pay?charge=rent%3Alease-b302%3A2027-02'],
      ['Pay Gas bill, February 2027', '/dashboard/my-account/pay?charge=gas-feb'],
    ]);
    await userEvent.click(table.getByRole('link', { name: 'Pay Gas bill, February 2027' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pay by card' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay 850.50 ৳' })).toBeInTheDocument();
  });

  it('lists payments and credits, newest first, with their receipts and what is still unused', async () => {
    server.use(...mock.myBooks(books.booksInCredit), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByRole('heading', { level: 2, name: 'You are 5,500 ৳ in credit' })).toBeInTheDocument();
    expect(screen.getByText('Your credit pays your next charges by itself.')).toBeInTheDocument();
    expect(rows('Payments and credits, newest first')).toEqual([
      ['4 Nov 2026', 'Payment by bank transfer', 'DBBL-553201', 'R-000016', '20,000৳', '5,500৳'],
      ['6 Oct 2026', 'Payment by card', 'pi_sandbox_3f9a12c0', 'R-000012', '13,050৳', '—'],
      ['6 Oct 2026', 'Coupon discount', 'WELCOME10', 'None', '1,450৳', '—'],
    ]);
    expect(screen.getByRole('link', { name: 'Receipt R-000016' })).toHaveAttribute('href', '/dashboard/receipts/16');
    // Nothing is owed: no table of open charges, and no way to pay.
    expect(screen.queryByRole('table', { name: 'Charges not yet paid, oldest first' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay (rent for|[\d,.]+ ৳)/ })).not.toBeInTheDocument();
  });

  it('says "All paid up" with no way to pay', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByRole('heading', { level: 2, name: 'All paid up' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Pay (rent for|[\d,.]+ ৳)/ })).not.toBeInTheDocument();
  });

  it('lists voided entries plainly, with why', async () => {
    server.use(...mock.myBooks(books.booksWithVoided), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    const voided = within(await screen.findByRole('region', { name: 'Voided entries' }));
    expect(voided.getAllByRole('listitem').map(text)).toEqual([
      'Voided: Water bill for November 2026, 600৳ — Charged to the wrong flat',
      'Voided: Payment of 3 Nov 2026, 14,500৳ — Entered twice',
    ]);
    // A charge with the building's own words names its kind too.
    expect(rows('Charges not yet paid, oldest first')).toEqual([
      ['November 2026', 'Repair: Broken window', '1,200৳', '0৳', '1,200৳', 'Pay'],
    ]);
  });

  it('tells a former resident their lease ended and what is still owed, with the way to pay', async () => {
    server.use(...mock.formerResident, ...mock.myApplication(sample.endedLease), ...mock.happy('user', null));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByRole('heading', { level: 2, name: 'You owe 32,000 ৳' })).toBeInTheDocument();
    expect(
      screen.getByText(
        /Your lease of Block A, floor 1, A101 ended in October 2026\. What it left unpaid can still be paid\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pay 32,000 ৳' })).toHaveAttribute('href', '/dashboard/my-account/pay');
    expect(screen.getByRole('link', { name: 'Pay rent for September 2026' })).toBeInTheDocument();
    expect(rows('Charges not yet paid, oldest first').map((r) => r[0])).toEqual(['September 2026', 'October 2026']);
  });

  it('opens a month statement picked from the lease months, newest first', async () => {
    server.use(...mock.myBooks(books.booksOwingSeveral), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    const picker = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Statement month' });
    expect([...picker.options].map((o) => o.textContent)).toEqual([
      'February 2027',
      'January 2027',
      'December 2026',
      'November 2026',
      'October 2026',
    ]);
    await userEvent.selectOptions(picker, '2026-12');
    await userEvent.click(screen.getByRole('button', { name: 'View statement' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
    expect(screen.getByText('December 2026', { selector: 'p' })).toBeInTheDocument();
  });

  it('says the account appears once a lease starts when there was never one', async () => {
    server.use(...mock.myBooks(null), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByText(/Your account appears here once your lease starts/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loading, then a failure with a way to try again', async () => {
    // A refusal (4xx) is answered at once; other failures are retried first.
    server.use(mock.failing('get', '/api/ledger/mine', 403, 'You are not allowed to do this'), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    expect(await screen.findByText('Loading your account...')).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your account. Please try again.');
    server.use(...mock.myBooks(books.booksPaidUp));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'All paid up' })).toBeInTheDocument();
  });

  it('speaks Bangla, with Bangla digits', async () => {
    server.use(...mock.myBooks(books.booksPartlyPaid), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account', undefined, 'bn');
    expect(await screen.findByRole('heading', { level: 2, name: 'আপনার বকেয়া ৯,৫০০ ৳' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '৯,৫০০ ৳ পরিশোধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ডিসেম্বর ২০২৬-এর ভাড়া পরিশোধ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ডিসেম্বর ২০২৬-এর ভাড়া দিন' })).toBeInTheDocument();
    expect(screen.getByText('বিকাশ-এ পরিশোধ')).toBeInTheDocument();
  });
});

describe('My Account in the menu', () => {
  it('comes right after Make Payment for a member', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-account');
    const menu = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    const labels = menu.getAllByRole('link').map((a) => a.textContent);
    expect(labels.slice(labels.indexOf('Make Payment'), labels.indexOf('Make Payment') + 2)).toEqual([
      'Make Payment',
      'My Account',
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as sample from '@/lib/mocks/dashboard-fixtures.ts';
import { duesOneOwed, duesPaidUp, duesSeveralOwed } from '@/lib/mocks/dashboard-fixtures.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const rentStatus = async () => within(await screen.findByRole('region', { name: 'Rent status' }));
const text = (element: HTMLElement) => element.textContent?.replace(/\s+/g, ' ').trim();
/** What a tile of the profile shows beside its label. */
const tile = (label: string) => text(screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement);

describe('My Profile: rent status', () => {
  it('lists the unpaid months with their rent and the total, and links to paying the oldest', async () => {
    server.use(mock.dues(duesSeveralOwed), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(await card.findByText('3 months unpaid')).toBeInTheDocument();
    expect(card.getByText('Rent is due on the 5th of each month.')).toBeInTheDocument();
    // Months past their due day say so in words; this month, not yet due, does not.
    expect(card.getAllByRole('listitem').map(text)).toEqual([
      'December 2026, Overdue — 14,500৳',
      'January 2027, Overdue — 14,500৳',
      'February 2027 — 14,500৳',
    ]);
    expect(card.getAllByText('Overdue')).toHaveLength(2);
    expect(text(card.getByText('Total due').parentElement!)).toBe('Total due43,500৳');
    expect(card.getByRole('link', { name: 'Pay rent for December 2026' })).toHaveAttribute(
      'href',
      '/dashboard/make-payment?month=2026-12',
    );
    // The rest of the profile is there too.
    expect(screen.getByRole('heading', { name: 'Agreement Details' })).toBeInTheDocument();
  });

  it('says one month in the singular', async () => {
    server.use(mock.dues(duesOneOwed), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(await card.findByText('1 month unpaid')).toBeInTheDocument();
    expect(card.getAllByRole('listitem').map(text)).toEqual(['December 2026 — 14,500৳']);
    expect(card.queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('says "Paid up" and offers the month ahead', async () => {
    server.use(mock.dues(duesPaidUp), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(await card.findByText('Paid up')).toBeInTheDocument();
    expect(card.getByText('Every month up to November 2026 is paid.')).toBeInTheDocument();
    // Paid up, a member still sees when the next rent falls due.
    expect(card.getByText('Rent is due on the 5th of each month.')).toBeInTheDocument();
    expect(card.queryByRole('list')).not.toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Pay December 2026 ahead' })).toHaveAttribute(
      'href',
      '/dashboard/make-payment?month=2026-12',
    );
  });

  it('shows a banner in the card when the status cannot be read, and the rest of the profile as usual', async () => {
    server.use(
      mock.failing('get', '/api/payments/dues', 403, 'You are not allowed to do this'),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(await card.findByRole('alert')).toHaveTextContent(
      'Failed to load your rent status. Please try again later.',
    );
    expect(screen.getByText('Agreement Accepted On').nextElementSibling).toHaveTextContent('5 Oct 2026');
    expect(screen.getByRole('heading', { name: 'Agreement Details' })).toBeInTheDocument();
  });

  it('shows loading inside the card while the rest of the profile is there', async () => {
    server.use(mock.pending('get', '/api/payments/dues'), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(card.getByRole('status')).toHaveTextContent('Loading rent status...');
    expect(screen.getByRole('heading', { name: 'Agreement Details' })).toBeInTheDocument();
  });

  it('never asks for dues for a user or an admin (the route is for members only)', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/my-profile');
    expect(await screen.findByRole('heading', { name: 'Request waiting for a decision' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // time for a request the page should not make
    expect(screen.queryByRole('region', { name: 'Rent status' })).not.toBeInTheDocument();
    expect(asked).toContain('/api/agreements/user');
    expect(asked).not.toContain('/api/payments/dues');
    server.events.removeAllListeners();
  });
});

describe('My Profile: where an application stands', () => {
  it('shows a pending request as a request, not as the flat, and withdraws it after asking', async () => {
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/my-profile', <AppToaster />);
    const card = within(await screen.findByRole('region', { name: 'Request waiting for a decision' }));
    expect(card.getByText(/You asked to rent Block B, floor 3, B302 on/)).toBeInTheDocument();
    // The flat is not shown as if it were theirs.
    expect(tile('Agreement Accepted On')).toBe('Not Available');
    expect(tile('Monthly Rent')).toBe('None');
    await userEvent.click(card.getByRole('button', { name: 'Withdraw request' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Withdraw your request' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Request for Block B, floor 3, B302 withdrawn')).toBeInTheDocument();
  });

  it.each([
    ['rejected', 'Request declined', /was declined on 20 Nov 2026/, 'Apply again'],
    ['withdrawn', 'Request withdrawn', /You withdrew your request .* on 20 Nov 2026/, 'Apply again'],
  ] as const)(
    'tells an applicant whose request was %s, with the way to apply again',
    async (decision, title, text, link) => {
      const decided = {
        ...sample.pendingAgreement,
        status: 'checked' as const,
        decision,
        decidedAt: '2026-11-20T10:00:00.000Z',
      };
      server.use(...mock.myApplication(decided), ...mock.happy('user', null));
      renderDashboard('/dashboard/my-profile');
      const card = within(await screen.findByRole('region', { name: title }));
      expect(card.getByText(text)).toBeInTheDocument();
      expect(card.getByRole('link', { name: link })).toHaveAttribute('href', '/apartments');
    },
  );

  it('offers the apartments to someone who never applied', async () => {
    server.use(...mock.happy('user', null));
    renderDashboard('/dashboard/my-profile');
    const card = within(await screen.findByRole('region', { name: 'No request yet' }));
    expect(card.getByRole('link', { name: 'Browse apartments' })).toBeInTheDocument();
  });

  it('shows someone without an agreement the status card and the tiles: Not Available, and None for the flat', async () => {
    server.use(...mock.happy('user', null));
    renderDashboard('/dashboard/my-profile');
    expect(await screen.findByRole('region', { name: 'No request yet' })).toBeInTheDocument();
    expect(tile('Agreement Accepted On')).toBe('Not Available');
    for (const label of ['Floor', 'Block', 'Apartment No', 'Monthly Rent']) expect(tile(label)).toBe('None');
    expect(screen.queryByRole('heading', { name: 'Agreement Details' })).not.toBeInTheDocument();
  });
});

describe('My Profile: a former resident who owes', () => {
  it('shows what the ended lease left unpaid, with the way to pay it, beside where their request stands', async () => {
    server.use(...mock.formerResident, ...mock.myApplication(sample.endedLease), ...mock.happy('user', null));
    renderDashboard('/dashboard/my-profile');
    const card = await rentStatus();
    expect(
      await card.findByText(
        'Your lease of Block A, floor 1, A101 ended in October 2026. What it left unpaid can still be paid here.',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('2 months unpaid')).toBeInTheDocument();
    expect(text(card.getByText('Total due').parentElement!)).toBe('Total due32,000৳');
    expect(card.getByRole('link', { name: 'Pay rent for September 2026' })).toHaveAttribute(
      'href',
      '/dashboard/make-payment?month=2026-09',
    );
    // The menu offers the rent account's screens to them.
    const menu = within(screen.getByRole('navigation', { name: 'Dashboard' }));
    expect(menu.getByRole('link', { name: 'Make Payment' })).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Payment History' })).toBeInTheDocument();
    expect(tile('Monthly Rent')).toBe('None');
  });
});

describe('My Profile: the balance', () => {
  it.each([
    ['owing', books.booksOwingSeveral, '43,350.50৳ owed'],
    ['in credit', books.booksInCredit, 'In credit'],
    ['paid up', books.booksPaidUp, 'Paid up'],
  ] as const)('shows a member %s what their books say, with the way to their account', async (_, mine, value) => {
    server.use(...mock.myBooks(mine), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    await waitFor(() => expect(tile('Balance')).toBe(`${value}See my account`));
    expect(screen.getByRole('link', { name: 'See my account' })).toHaveAttribute('href', '/dashboard/my-account');
  });

  it('shows a former resident what the ended lease left owed', async () => {
    server.use(...mock.formerResident, ...mock.myApplication(sample.endedLease), ...mock.happy('user', null));
    renderDashboard('/dashboard/my-profile');
    await waitFor(() => expect(tile('Balance')).toBe('32,000৳ owedSee my account'));
  });

  it('never asks a user who never had a lease for books', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/my-profile');
    expect(await screen.findByRole('heading', { name: 'Request waiting for a decision' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50)); // time for a request the page should not make
    expect(asked).not.toContain('/api/ledger/mine');
    expect(screen.queryByText('Balance', { selector: 'dt' })).not.toBeInTheDocument();
    server.events.removeAllListeners();
  });
});

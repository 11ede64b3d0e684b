import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { booksFormerOwing, booksOwingSeveral, booksPartlyPaid } from '@/lib/mocks/ledger-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

describe('Payment History', () => {
  it('shows each month as the server writes it, never as YYYY-MM, with its receipt', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    const months = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(months).toEqual(['November 2026', 'October 2026']);
    expect(table.queryByText(/\d{4}-\d{2}/)).not.toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Receipt for November 2026' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/15',
    );
  });

  it('labels every cell with its column, so a phone can show each payment as a card of "header: value" lines', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    const headers = table.getAllByRole('columnheader').map((th) => th.textContent);
    const firstRow = table.getAllByRole('row')[1]!;
    expect([...firstRow.querySelectorAll('td')].map((td) => td.dataset.label)).toEqual(headers);
  });

  it('lists payments recorded at the office beside card ones, newest first, with their method and receipt', async () => {
    server.use(...mock.myBooks(booksOwingSeveral), ...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    const rows = table
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['12 Dec 2026', '—', 'Cash'],
      ['3 Nov 2026', 'November 2026', 'Card'],
      ['6 Oct 2026', 'October 2026', 'Card'],
    ]);
    expect(table.getByRole('link', { name: 'Receipt for the payment of 12 Dec 2026' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/18',
    );
  });

  it('names the method in Bangla', async () => {
    server.use(...mock.myBooks(booksPartlyPaid), ...mock.happy('member'));
    renderDashboard('/dashboard/payment-history', undefined, 'bn');
    const table = within(await screen.findByRole('table', { name: 'পেমেন্টের ইতিহাস' }));
    expect(table.getByText('বিকাশ')).toBeInTheDocument();
    expect(table.getAllByText('কার্ড')).toHaveLength(2);
  });

  it('keeps a former resident’s payments, those recorded at the office too', async () => {
    const cash = {
      id: 'cash-sohel',
      kind: 'payment' as const,
      amount: 8000,
      paidOn: '2026-11-10',
      method: 'cash' as const,
      reference: null,
      note: null,
      receiptNumber: 21,
      unapplied: 0,
    };
    server.use(
      ...mock.myBooks({ ...booksFormerOwing, credits: [...booksFormerOwing.credits, cash] }),
      ...mock.formerResident,
      ...mock.happy('user'),
    );
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    expect(table.getByRole('link', { name: 'Receipt for the payment of 10 Nov 2026' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/21',
    );
  });

  it('shows someone who never had a lease their card payments alone', async () => {
    server.use(...mock.myBooks(null), ...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    expect(table.getAllByRole('row')).toHaveLength(3);
  });
});

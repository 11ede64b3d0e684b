import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import * as books from '@/lib/mocks/ledger-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

const text = (element: Element) => element.textContent?.replace(/\s+/g, ' ').trim();
/** What a labelled figure of the statement shows beside its label. */
const field = (label: string) => text(screen.getByText(label, { selector: 'dt' }).nextElementSibling!);

describe('A month statement', () => {
  it('shows the building, the lease, the opening balance, each line with the balance after it, and the closing balance', async () => {
    server.use(...mock.myBooks(books.booksPartlyPaid), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/2026-12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
    expect(screen.getByText('Lakeview Residency', { selector: 'article p' })).toBeInTheDocument();
    expect(field('Resident')).toBe('Nadia Rahmannadia@example.com');
    expect(field('Apartment')).toBe('Block B, floor 3, B302');
    expect(field('Opening balance')).toBe('0৳');
    const table = within(screen.getByRole('table', { name: 'Charges and payments in December 2026' }));
    expect(table.getAllByRole('columnheader').map(text)).toEqual(['Date', 'What', 'Charge', 'Credit', 'Balance']);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell').map(text)),
    ).toEqual([
      ['December 2026', 'Rent', '14,500৳', '', '14,500৳'],
      ['8 Dec 2026', 'Payment by bKash', '', '5,000৳', '9,500৳'],
    ]);
    expect(field('Closing balance')).toBe('9,500৳');
  });

  it('says a balance in credit in words', async () => {
    server.use(...mock.myBooks(books.booksInCredit), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/2026-11');
    expect(await screen.findByText('Closing balance')).toBeInTheDocument();
    expect(field('Closing balance')).toBe('5,500৳ in credit');
  });

  it('prints with the browser, which also saves it as a PDF', async () => {
    // happy-dom has no print dialog to spy on.
    const print = vi.fn();
    window.print = print;
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/2026-11');
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('downloads the statement as a PDF file from its own address, by keyboard too', async () => {
    const asked: string[] = [];
    server.use(...mock.myBooks(books.booksPartlyPaid), ...mock.happy('member'));
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/pdf')) asked.push(`${url.pathname}${url.search}`);
    });
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderDashboard('/dashboard/my-account/statement/2026-12');
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(asked).toEqual(['/api/ledger/mine/statement/pdf?month=2026-12']);
    expect(names).toEqual(['statement-B302-2026-12.pdf']);
    expect(saved[0]!.type).toBe('application/pdf');
    server.events.removeAllListeners();
    vi.restoreAllMocks();
  });

  it('says why a PDF download failed, and keeps the statement', async () => {
    server.use(mock.failing('get', '/api/ledger/mine/statement/pdf'), ...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/2026-11');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('heading', { level: 1, name: 'Statement of account' })).toBeInTheDocument();
  });

  it('has no statement for a month outside the lease, and leads back to My Account', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/2025-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no statement for this month.');
    expect(screen.getByRole('link', { name: '← Back to My Account' })).toHaveAttribute('href', '/dashboard/my-account');
  });

  it('asks nothing for a URL that names no month', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-account/statement/december');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no statement for this month.');
    expect(asked).not.toContain('/api/ledger/mine/statement');
    server.events.removeAllListeners();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { booksFailing } from '../mocks/handlers.ts';
import { leaseBooks } from '../mocks/lease-handlers.ts';
import { owingSeveral } from '../mocks/ledgers.ts';

const server = mockApi();
afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('a month’s statement', () => {
  it('shows the balance brought forward, each entry with the balance after it, and prints', async () => {
    const print = vi.fn();
    window.print = print;
    server.use(...leaseBooks(owingSeveral()), ...mock.happy('admin'));
    renderDashboard('/dashboard/books/lease-karim/statement/2026-09');
    const table = await screen.findByRole('table', { name: 'Entries of September 2026, with the balance after each' });
    expect(screen.getByRole('heading', { name: 'Statement for September 2026', level: 1 })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([
      'September 2026Rent18,000৳18,000৳ owed',
      'September 2026Gas bill1,200৳19,200৳ owed',
      '20 Sept 2026Payment by bKash (receipt R-000038, ref. BK8X2K9Q)5,000৳14,200৳ owed',
    ]);
    // The balances carried in and out stand beside the table, each a term and its amount.
    expect(screen.getByText('Balance brought forward').nextSibling?.textContent).toBe('0৳');
    expect(screen.getByText('Balance carried forward').nextSibling?.textContent).toBe('14,200৳ owed');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: '← Back to the books of Karim Ahmed' })).toHaveAttribute(
      'href',
      '/dashboard/books/lease-karim',
    );
  });

  it('downloads the statement as a PDF file from its own address, by keyboard too', async () => {
    const asked: string[] = [];
    server.use(...leaseBooks(owingSeveral()), ...mock.happy('admin'));
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
    renderDashboard('/dashboard/books/lease-karim/statement/2026-09');
    const button = await screen.findByRole('button', { name: 'Download PDF' });
    // Beside Print, before it.
    expect(button.compareDocumentPosition(screen.getByRole('button', { name: 'Print' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    button.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(asked).toEqual(['/api/admin/books/lease-karim/statement/pdf?month=2026-09']);
    expect(names).toEqual(['statement-B401-2026-09.pdf']);
    expect(saved[0]!.type).toBe('application/pdf');
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent('Download PDF');
  });

  it('says why a PDF download failed, and keeps the statement', async () => {
    server.use(
      booksFailing('/api/admin/books/lease-karim/statement/pdf'),
      ...leaseBooks(owingSeveral()),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/books/lease-karim/statement/2026-09');
    await userEvent.click(await screen.findByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(screen.getByRole('heading', { name: 'Statement for September 2026', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import {
  booksCollection,
  booksCsv,
  booksCsvFailing,
  booksFailing,
  booksList,
  booksPending,
} from '../mocks/handlers.ts';
import { leaseBooks, paymentRefused, voidRefused } from '../mocks/lease-handlers.ts';
import { formerOwing, inCredit, owingSeveral, paidUp, partlyPaid } from '../mocks/ledgers.ts';

const server = mockApi();
/** What the page sent: each write's method, path and body. */
let sent: { method: string; path: string; body: unknown }[] = [];
server.events.on('request:start', ({ request }) => {
  if (request.method === 'GET') return;
  const path = new URL(request.url).pathname;
  void request
    .clone()
    .json()
    .then((body: unknown) => sent.push({ method: request.method, path, body }));
});
afterEach(() => {
  sent = [];
  vi.useRealTimers();
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('the books list', () => {
  it('is in the admin menu right after Arrears, and lists every lease with what it owes by age and the totals', async () => {
    server.use(booksList(), booksCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    const menu = within(await screen.findByRole('navigation', { name: 'Dashboard' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(menu.slice(menu.indexOf('Arrears'), menu.indexOf('Arrears') + 2)).toEqual(['Arrears', 'Books']);
    const table = await screen.findByRole('table', {
      name: 'Leases with what each owes, by how long it has been owed',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Resident', 'Flat', 'Owed', '0–30 days', '31–60 days', '61–90 days', 'Over 90 days', 'Open books']);
    expect(rowsOf(table)).toEqual([
      [
        'Karim Ahmedkarim@example.com',
        'Block B, floor 4, B401',
        '53,700৳',
        '18,000৳',
        '21,500৳',
        '14,200৳',
        '0৳',
        'Open books',
      ],
      [
        'Rafiq Islamrafiq@example.comMoved out',
        'Block C, floor 5, C501',
        '24,000৳',
        '0৳',
        '0৳',
        '0৳',
        '24,000৳',
        'Open books',
      ],
      ['Nadia Rahmannadia@example.com', 'Block A, floor 2, A203', '9,500৳', '9,500৳', '0৳', '0৳', '0৳', 'Open books'],
      ['Tania Aktertania@example.com', 'Block C, floor 3, C302', '0৳', '0৳', '0৳', '0৳', '0৳', 'Open books'],
      ['Mitu Sarkarmitu@example.com', 'Block A, floor 5, A501', '0৳', '0৳', '0৳', '0৳', '0৳', 'Open books'],
      ['87,200৳', '27,500৳', '21,500৳', '14,200৳', '24,000৳', ''],
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the books of Rafiq Islam, Block C, floor 5, C501' })).toHaveAttribute(
      'href',
      '/dashboard/books/lease-rafiq',
    );
  });

  it('says so when nobody owes anything', async () => {
    server.use(booksList([]), booksCollection([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    expect(await screen.findByText('Nobody owes anything, and no lease is running.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded, and tries again when asked', async () => {
    server.use(booksFailing(), booksCollection([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    expect(await screen.findByText('Failed to load the books. Please try again.')).toBeInTheDocument();
    server.use(booksList());
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('reads in Bangla', async () => {
    server.use(booksList(), booksCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/books', undefined, 'bn');
    expect(await screen.findByRole('heading', { name: 'হিসাবের খাতা', level: 1 })).toBeInTheDocument();
    const [table] = await screen.findAllByRole('table');
    const collection = within(await screen.findByRole('region', { name: 'বিল ও আদায়' }));
    const months = await collection.findByRole('table');
    expect(rowsOf(months).find((r) => r[0] === 'নভেম্বর ২০২৬')).toEqual(expect.arrayContaining(['৬৩,৫০০৳', '৪১,০০০৳']));
    expect(rowsOf(table!)[0]).toContain('ব্লক B, ৪ তলা, B401');
    expect(rowsOf(table!)[0]!.join()).toContain('৫৩,৭০০৳');
  });
});

const COLLECTION_CAPTION = 'Billed and collected each month, with the money collected by method';

describe('billed and collected', () => {
  const section = async () => within(await screen.findByRole('region', { name: 'Billed and collected' }));

  it('shows the twelve months up to this one, billed against collected, and the money by method, with totals', async () => {
    server.use(booksList(), booksCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    const part = await section();
    expect(await part.findByText(/The last 12 months, up to/)).toHaveTextContent(
      'The last 12 months, up to November 2026. A charge counts in the month it is for; money in the month it was received.',
    );
    const table = await part.findByRole('table', { name: COLLECTION_CAPTION });
    // Nobody paid by Nagad in these months: a column of zeros would only widen the table.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Billed', 'Collected', 'Card', 'Cash', 'Bank transfer', 'Cheque', 'bKash', 'Coupon discounts']);
    const rows = rowsOf(table);
    // Oldest first, as the chart reads: December 2025 to November 2026, then the totals.
    expect(rows.slice(0, 12).map((r) => r[0])).toEqual([
      'December 2025',
      'January 2026',
      'February 2026',
      'March 2026',
      'April 2026',
      'May 2026',
      'June 2026',
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
    // October: four rents and a broken window billed; Nadia's bank transfer after her coupon, and Tania's card.
    expect(rows[10]).toEqual(['October 2026', '52,000৳', '29,050৳', '16,000৳', '0৳', '13,050৳', '0৳', '0৳', '1,450৳']);
    // November: Tania by card, Nadia in cash, Mitu by cheque.
    expect(rows[11]).toEqual(['November 2026', '63,500৳', '41,000৳', '16,000৳', '5,000৳', '0৳', '20,000৳', '0৳', '0৳']);
    const total = within(table).getAllByRole('row').at(-1)!;
    expect(within(total).getByRole('rowheader')).toHaveTextContent('Total');
    // The chart is described for screen readers, whose figures are the table's.
    expect(
      part.getByText('Billed and collected each month, as a bar chart; the table below has every figure.'),
    ).toBeInTheDocument();
  });

  it('says so when nothing was billed or collected, and shows no chart', async () => {
    server.use(booksList(), booksCollection([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    const part = await section();
    expect(await part.findByText('Nothing was billed or collected in the last 12 months.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(part.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('says while it loads, and when it failed, and tries again when asked', async () => {
    server.use(booksList(), booksPending('/api/admin/books/collection'), ...mock.happy('admin'));
    const { unmount } = renderDashboard('/dashboard/books');
    expect(await (await section()).findByText('Loading what was billed and collected...')).toBeInTheDocument();
    unmount();
    server.resetHandlers();
    server.use(booksList(), booksFailing('/api/admin/books/collection'), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    const part = await section();
    expect(
      await part.findByText('Failed to load what was billed and collected. Please try again.'),
    ).toBeInTheDocument();
    expect(part.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    server.use(booksCollection());
    await userEvent.click(part.getByRole('button', { name: 'Try again' }));
    expect(await part.findByRole('table', { name: COLLECTION_CAPTION })).toBeInTheDocument();
  });

  it('downloads the arrears by age and the twelve months as CSV files, with the bearer token', async () => {
    server.use(booksList(), booksCollection(), ...booksCsv(), ...mock.happy('admin'));
    const authorization: Record<string, string | null> = {};
    const listen = ({ request }: { request: Request }) => {
      authorization[new URL(request.url).pathname] = request.headers.get('authorization');
    };
    server.events.on('request:start', listen);
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:test');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    try {
      renderDashboard('/dashboard/books');
      await screen.findByRole('table', { name: 'Leases with what each owes, by how long it has been owed' });
      const part = await section();
      await part.findByRole('table', { name: COLLECTION_CAPTION });
      const [listButton, collectionButton] = screen.getAllByRole('button', { name: 'Download CSV' });
      expect(part.getByRole('button', { name: 'Download CSV' })).toBe(collectionButton);
      await userEvent.click(listButton!);
      await waitFor(() => expect(saved).toEqual(['books-2026-11-28.csv']));
      await userEvent.click(collectionButton!);
      await waitFor(() => expect(saved).toEqual(['books-2026-11-28.csv', 'billed-and-collected-2026-11.csv']));
      expect(authorization['/api/admin/books/csv']).toMatch(/^Bearer /);
      expect(authorization['/api/admin/books/collection/csv']).toMatch(/^Bearer /);
    } finally {
      server.events.removeListener('request:start', listen);
      vi.restoreAllMocks();
    }
  });

  it('says why a download failed, beside its button', async () => {
    server.use(booksList(), booksCollection(), booksCsvFailing('/api/admin/books/csv'), ...mock.happy('admin'));
    renderDashboard('/dashboard/books');
    await screen.findByRole('table', { name: 'Leases with what each owes, by how long it has been owed' });
    const [listButton] = screen.getAllByRole('button', { name: 'Download CSV' });
    await userEvent.click(listButton!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect((await section()).queryByRole('alert')).not.toBeInTheDocument();
  });
});

const openLease = (ledger = owingSeveral(), ...more: Parameters<typeof server.use>) => {
  server.use(...more, ...leaseBooks(ledger), ...mock.happy('admin'));
  return renderDashboard(`/dashboard/books/${ledger.lease.leaseId}`, <Toaster />);
};

describe('a lease’s books', () => {
  it('shows the lease, its balance and its age, every charge and credit, and a statement per month', async () => {
    openLease();
    expect(await screen.findByRole('heading', { name: 'Books of Karim Ahmed', level: 1 })).toBeInTheDocument();
    const lease = within(screen.getByRole('region', { name: 'The lease' }));
    expect(lease.getByText('Block B, floor 4, B401')).toBeInTheDocument();
    expect(lease.getByText('From July 2026, running')).toBeInTheDocument();
    expect(lease.getByText(/Owes/)).toHaveTextContent('Owes 53,700৳');
    const charges = screen.getByRole('table', { name: /^Charges/ });
    expect(rowsOf(charges).map((r) => r.slice(0, 6))).toEqual([
      ['July 2026', 'Rent', '18,000৳', '18,000৳', '0৳', 'Paid'],
      ['August 2026', 'Rent', '18,000৳', '18,000৳', '0৳', 'Paid'],
      ['September 2026', 'Rent', '18,000৳', '5,000৳', '13,000৳', 'Part paid'],
      ['September 2026', 'Gas bill', '1,200৳', '0৳', '1,200৳', 'Unpaid'],
      ['October 2026', 'Rent', '18,000৳', '0৳', '18,000৳', 'Unpaid'],
      ['October 2026', 'Broken window', '3,500৳', '0৳', '3,500৳', 'Unpaid'],
      ['November 2026', 'Rent', '18,000৳', '0৳', '18,000৳', 'Unpaid'],
    ]);
    // Rent the lease bills is never voided; a card payment neither.
    expect(
      within(charges)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Void the charge Gas bill for September 2026', 'Void the charge Broken window for October 2026']);
    const credits = screen.getByRole('table', { name: /^Payments/ });
    expect(rowsOf(credits).map((r) => r.slice(0, 7))).toEqual([
      ['4 Jul 2026', 'Payment', 'Cash', '—', 'R-000031', '18,000৳', '0৳'],
      ['7 Aug 2026', 'Payment', 'Card', 'pi_3QK8x2LkdIwHu7ix0', 'R-000035', '18,000৳', '0৳'],
      ['20 Sept 2026', 'Payment', 'bKash', 'BK8X2K9Q', 'R-000038', '5,000৳', '0৳'],
    ]);
    expect(within(credits).getAllByRole('button')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Statement for September 2026' })).toHaveAttribute(
      'href',
      '/dashboard/books/lease-karim/statement/2026-09',
    );
  });

  it.each([
    ['paid up', paidUp(), 'Paid up'],
    ['in credit', inCredit(), 'In credit 5,000৳'],
    ['partly paid', partlyPaid(), 'Owes 9,500৳'],
  ])('says when a lease is %s', async (_, ledger, balance) => {
    openLease(ledger);
    const lease = within(await screen.findByRole('region', { name: 'The lease' }));
    expect(lease.getByText(/^Balance/).nextElementSibling).toHaveTextContent(balance);
  });

  it('shows a former resident’s ended lease and what was voided, why, by whom', async () => {
    openLease(formerOwing());
    const lease = within(await screen.findByRole('region', { name: 'The lease' }));
    expect(lease.getByText('Moved out')).toBeInTheDocument();
    expect(lease.getByText('March 2026 to August 2026')).toBeInTheDocument();
    const voided = screen.getByRole('table', { name: /^Entries cancelled/ });
    expect(rowsOf(voided)[0]!.slice(0, 4)).toEqual([
      'Late fee, June 2026',
      '500৳',
      'Written twice by mistake',
      'admin@example.com',
    ]);
  });

  it('records a payment: sends what the admin wrote, says what happened, and shows the books the answer carries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T20:00:00.000Z')); // already the 28th in Dhaka
    const user = userEvent.setup();
    openLease();
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = within(screen.getByRole('form', { name: 'Record a payment' }));
    expect(form.getByLabelText(/^Day received/)).toHaveValue('2026-11-28');
    await user.type(form.getByLabelText(/^Amount/), '৫,০০০');
    await user.selectOptions(form.getByLabelText(/^Method/), 'bkash');
    await user.type(form.getByLabelText(/^Reference/), 'BK9Z1');
    await user.selectOptions(form.getByLabelText(/^For/), 'ch-karim-window');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Recorded ৳5,000 by bKash, receipt R-000043')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/books/lease-karim/payments',
        body: { amount: 5000, paidOn: '2026-11-28', method: 'bkash', reference: 'BK9Z1', forCharge: 'ch-karim-window' },
      },
    ]);
    expect(screen.queryByRole('form', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'The lease' })).getByText(/Owes/)).toHaveTextContent(
      'Owes 48,700৳',
    );
    const window = rowsOf(screen.getByRole('table', { name: /^Charges/ })).find((r) => r[1] === 'Broken window');
    expect(window!.slice(3, 6)).toEqual(['3,500৳', '0৳', 'Paid']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Payments and credits' })).toHaveFocus());
  });

  it('names each missing answer beside its field and in a summary that takes focus, and sends nothing', async () => {
    const user = userEvent.setup();
    openLease();
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = within(screen.getByRole('form', { name: 'Record a payment' }));
    await user.selectOptions(form.getByLabelText(/^Method/), 'cheque');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Enter an amount above ৳0 and up to ৳1,00,00,000, with at most two decimals',
      'Write the transaction or cheque reference, up to 60 characters (required for bank, cheque, bKash and Nagad)',
    ]);
    expect(form.getByLabelText(/^Reference/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal beside the field it names, and a reference already used beside the reference', async () => {
    const user = userEvent.setup();
    openLease(
      owingSeveral(),
      paymentRefused('lease-karim', 400, 'VALIDATION.INVALID_INPUT', 'Pick the day', {
        paidOn: 'Pick the day it was received: not in the future, and not before the lease began',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = within(screen.getByRole('form', { name: 'Record a payment' }));
    await user.type(form.getByLabelText(/^Amount/), '100');
    await user.selectOptions(form.getByLabelText(/^Method/), 'cash');
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Day received/)).toHaveAccessibleDescription(
        'Pick the day it was received: not in the future, and not before the lease began',
      ),
    );
    expect(form.getByLabelText(/^Day received/)).toHaveAttribute('aria-invalid', 'true');

    server.use(
      paymentRefused(
        'lease-karim',
        409,
        'LEDGER.DUPLICATE_REFERENCE',
        'A payment with this reference is already on this lease’s books',
      ),
    );
    await user.click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() =>
      expect(form.getByLabelText(/^Reference/)).toHaveAccessibleDescription(
        /A payment with this reference is already on this lease’s books/,
      ),
    );
  });

  it('adds a charge for a month of the lease, with the kind’s own words when no label is written', async () => {
    const user = userEvent.setup();
    openLease();
    await user.click(await screen.findByRole('button', { name: 'Add a charge' }));
    const form = within(screen.getByRole('form', { name: 'Add a charge' }));
    const months = within(form.getByLabelText(/^Month/)).getAllByRole('option');
    expect(months.map((o) => o.textContent)).toEqual([
      'July 2026',
      'August 2026',
      'September 2026',
      'October 2026',
      'November 2026',
    ]);
    expect(form.getByLabelText(/^Month/)).toHaveValue('2026-11');
    expect(within(form.getByLabelText(/^What for/)).queryByRole('option', { name: 'Rent' })).toBeNull();
    await user.selectOptions(form.getByLabelText(/^What for/), 'gas');
    await user.type(form.getByLabelText(/^Amount/), '1,200');
    await user.click(form.getByRole('button', { name: 'Add charge' }));
    expect(await screen.findByText('Added Gas bill ৳1,200 for November 2026')).toBeInTheDocument();
    expect(sent.map((s) => s.body)).toEqual([{ kind: 'gas', month: '2026-11', amount: 1200 }]);
    expect(
      rowsOf(screen.getByRole('table', { name: /^Charges/ }))
        .at(-1)!
        .slice(0, 6),
    ).toEqual(['November 2026', 'Gas bill', '1,200৳', '0৳', '1,200৳', 'Unpaid']);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Charges' })).toHaveFocus());
  });

  it('voids a charge with a reason, and lists it as voided', async () => {
    const user = userEvent.setup();
    openLease();
    await user.click(await screen.findByRole('button', { name: 'Void the charge Gas bill for September 2026' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Void this entry?' }));
    await user.click(dialog.getByRole('button', { name: 'Void entry' }));
    expect(dialog.getByLabelText(/^Why is it voided/)).toHaveAccessibleDescription('Write why, up to 300 characters');
    await user.type(dialog.getByLabelText(/^Why is it voided/), 'Billed to the wrong flat');
    await user.click(dialog.getByRole('button', { name: 'Void entry' }));
    expect(await screen.findByText('Voided Gas bill ৳1,200 for September 2026')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/admin/books/lease-karim/entries/ch-karim-gas/void',
        body: { reason: 'Billed to the wrong flat' },
      },
    ]);
    expect(rowsOf(screen.getByRole('table', { name: /^Entries cancelled/ }))[0]!.slice(0, 3)).toEqual([
      'Gas bill, September 2026',
      '1,200৳',
      'Billed to the wrong flat',
    ]);
    expect(screen.queryByRole('button', { name: 'Void the charge Gas bill for September 2026' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Voided entries' })).toHaveFocus());
  });

  it('says so when another admin voided the entry first', async () => {
    const user = userEvent.setup();
    openLease(
      owingSeveral(),
      voidRefused(
        'lease-karim',
        409,
        'LEDGER.ALREADY_VOIDED',
        'This entry was already voided, perhaps by another admin',
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Void the payment of ৳5,000 on 20 Sept 2026' }));
    await user.type(screen.getByLabelText(/^Why is it voided/), 'Bounced');
    await user.click(screen.getByRole('button', { name: 'Void entry' }));
    expect(await screen.findByText('This entry was already voided, perhaps by another admin')).toBeInTheDocument();
  });
});

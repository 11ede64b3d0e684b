import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import {
  collectionCsv,
  collectionFailing,
  csvFailing,
  deskRows,
  rentCollection,
  sampleRows,
} from '../mocks/handlers.ts';

const server = mockApi();
afterEach(() => {
  vi.restoreAllMocks();
});

const tile = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('rent collection screen', () => {
  it("starts at this month as the building's calendar has it, which the server says", async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/admin/rent-collection') asked.push(url.search);
    });
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveValue('2026-11');
    expect(screen.getByText(/^2 of 3 members have paid\./)).toBeInTheDocument();
    expect(asked).toEqual(['']);
    server.events.removeAllListeners();
  });

  it('offers the months from the first lease to this month, newest first, and no other', async () => {
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-06');
    const picker = await screen.findByLabelText('Month');
    await screen.findByRole('heading', { name: 'June 2026' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03']);
  });

  it("shows each member's row and the month's totals", async () => {
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(tile('Expected')).toBe('44,500৳');
    expect(tile('Collected')).toBe('31,050৳');
    expect(tile('Outstanding')).toBe('12,000৳');
    expect(tile('Collection Rate')).toBe('73.03%');
    expect(screen.getByText(/members have paid/)).toHaveTextContent('Coupons took 1,450৳ off');
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      [
        'Nadia Rahmannadia@example.com',
        'Block B, Floor 3, B302',
        '14,500৳',
        'Paid',
        '13,050৳',
        // The day paid, and under it how.
        '3 Nov 2026Card',
        'R-000041',
      ],
      [
        'Karim Ahmedkarim@example.com',
        'Block C, Floor 5, C501',
        '18,000৳',
        'Paid',
        '18,000৳',
        '5 Nov 2026Card',
        'R-000044',
      ],
      ['Rafiq Islamrafiq@example.com', 'Block C, Floor 2, C201', '12,000৳', 'Unpaid', '-', '-', '-'],
    ]);
  });

  it('shows a month paid in cash at the desk as paid, and one half paid by bKash as part paid with what came in', async () => {
    server.use(rentCollection([...sampleRows, ...deskRows]), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    // The bKash half counts as collected, and only the other half as outstanding.
    expect(tile('Collected')).toBe('52,050৳');
    expect(tile('Outstanding')).toBe('20,000৳');
    expect(screen.getByText(/^3 of 5 members have paid\./)).toBeInTheDocument();
    const table = within(screen.getByRole('table'));
    const cells = (name: string) =>
      within(table.getByText(name).closest('tr')!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('Farhana Akter').slice(3)).toEqual(['Paid', '13,000৳', '7 Nov 2026Cash', 'R-000045']);
    expect(cells('Sohel Rana').slice(3)).toEqual(['Part paid', '8,000৳of 16,000৳', '9 Nov 2026bKash', 'R-000047']);
    expect(table.getByRole('link', { name: 'Receipt R-000047, Sohel Rana' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/47',
    );
  });

  it('says the same on a phone card, and in Bangla', async () => {
    server.use(rentCollection([...sampleRows, ...deskRows]), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11', undefined, 'bn');
    const cards = within(await screen.findByRole('list', { name: 'সদস্য অনুযায়ী ভাড়া আদায়' }));
    const card = (name: string) => cards.getByText(name).closest('li')!;
    expect(card('Sohel Rana')).toHaveTextContent('আংশিক পরিশোধিত');
    expect(card('Sohel Rana')).toHaveTextContent('৮,০০০৳১৬,০০০৳-এর মধ্যে');
    expect(card('Sohel Rana')).toHaveTextContent('বিকাশ');
    expect(card('Farhana Akter')).toHaveTextContent('নগদ টাকা');
    expect(card('Rafiq Islam')).toHaveTextContent('এখনও কিছু দেননি');
  });

  it('reads right for a past month: everyone whose lease covered it, those who moved out since included', async () => {
    const formerMember = { ...sampleRows[2]!, memberName: 'Salma Begum', memberEmail: 'salma@example.com' };
    server.use(rentCollection([sampleRows[0]!, formerMember]), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-06');
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
    expect(
      screen.getByText('Everyone whose lease covers June 2026, including anyone who has moved out since.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^1 of 2 members have paid\./)).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Salma Begum')).toBeInTheDocument();
  });

  it('offers the months by name, newest first, and shows the one chosen', async () => {
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    const picker = await screen.findByLabelText('Month');
    expect(picker).toHaveValue('2026-11');
    await screen.findByRole('heading', { name: 'November 2026' });
    const names = within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names.slice(names.indexOf('November 2026'), names.indexOf('November 2026') + 3)).toEqual([
      'November 2026',
      'October 2026',
      'September 2026',
    ]);
    await userEvent.selectOptions(picker, 'June 2026');
    expect(await screen.findByRole('heading', { name: 'June 2026' })).toBeInTheDocument();
  });

  it('names the months in Bangla for a Bangla reader', async () => {
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11', undefined, 'bn');
    const picker = await screen.findByLabelText('মাস');
    expect(within(picker).getByRole('option', { selected: true })).toHaveTextContent('নভেম্বর ২০২৬');
  });

  it("opens a paying member's receipt from the row", async () => {
    server.use(rentCollection(), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    const table = within(await screen.findByRole('table'));
    expect(table.getByRole('link', { name: 'Receipt R-000041, Nadia Rahman' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/41',
    );
    expect(table.getByRole('link', { name: 'Receipt R-000044, Karim Ahmed' })).toHaveAttribute(
      'href',
      '/dashboard/receipts/44',
    );
    expect(table.queryByRole('link', { name: /Rafiq Islam/ })).toBeNull();
  });

  it('downloads the CSV of the month shown, as a file', async () => {
    server.use(rentCollection(), collectionCsv, ...mock.happy('admin'));
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('rent-collection-2026-11.csv');
    });
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(await saved[0]!.text()).toContain('Nadia Rahman,nadia@example.com');
  });

  it('says why a download failed', async () => {
    server.use(rentCollection(), csvFailing, ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });

  it('shows the empty, failed and no-month states', async () => {
    server.use(rentCollection([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    expect(await screen.findByText("Nobody's lease covers November 2026.")).toBeInTheDocument();
    // Nothing to total in a month nobody rented.
    expect(screen.queryByText(/members have paid/)).not.toBeInTheDocument();
    cleanup();
    renderDashboard('/dashboard/rent-collection?month=');
    expect(await screen.findByText('Pick a month to see its rent collection.')).toBeInTheDocument();
    expect(screen.getByLabelText('Month')).toHaveDisplayValue('Choose a month');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    cleanup();
    server.use(collectionFailing);
    renderDashboard('/dashboard/rent-collection?month=2026-11');
    expect(await screen.findByText('Failed to load the rent collection. Please try again.')).toBeInTheDocument();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { arrears, arrearsCsv, arrearsCsvFailing, arrearsFailing } from '../mocks/handlers.ts';

const server = mockApi();
let csvAuthorization: string | null = null;
server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === '/api/admin/arrears/csv')
    csvAuthorization = request.headers.get('authorization');
});
afterEach(() => {
  vi.restoreAllMocks();
  csvAuthorization = null;
});

const open = () => renderDashboard('/dashboard/arrears');

describe('arrears screen', () => {
  it('is in the admin menu after Rent Collection', async () => {
    server.use(arrears(), ...mock.happy('admin'));
    open();
    const links = within(await screen.findByRole('navigation', { name: 'Dashboard' }))
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(links.slice(links.indexOf('Rent Collection'), links.indexOf('Rent Collection') + 2)).toEqual([
      'Rent Collection',
      'Arrears',
    ]);
    expect(await screen.findByRole('heading', { name: 'Arrears', level: 1 })).toBeInTheDocument();
  });

  it('lists who owes, in the order the server sends, with their months, status and the total', async () => {
    server.use(arrears(), ...mock.happy('admin'));
    open();
    const table = within(await screen.findByRole('table'));
    expect(screen.getByText(/Rent owed up to/)).toHaveTextContent(
      'Rent owed up to November 2026 by current and former members',
    );
    expect(screen.getByRole('heading', { name: '3 people owe rent' })).toBeInTheDocument();
    const [, ...body] = table.getAllByRole('row');
    const text = body.map((r) =>
      within(r)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );
    expect(text).toEqual([
      ['Karim Ahmedkarim@example.com', 'Living here', '3 monthsSeptember 2026, October 2026, November 2026', '54,000৳'],
      ['Nadia Rahmannadia@example.com', 'Living here', '2 monthsSeptember 2026, November 2026', '29,000৳'],
      ['Rafiq Islamrafiq@example.com', 'Moved out', '2 monthsJuly 2026, August 2026', '24,000৳'],
      ['1,07,000৳'],
    ]);
    expect(within(body.at(-1)!).getByRole('rowheader')).toHaveTextContent('Total owed');
  });

  it('shows the same people as cards on a phone, with the total', async () => {
    server.use(arrears(), ...mock.happy('admin'));
    open();
    const cards = within(await screen.findByRole('list', { name: 'Arrears by member' })).getAllByRole('listitem');
    expect(cards.map((c) => c.textContent)).toEqual([
      expect.stringMatching(
        /^Karim Ahmed.*Living here3 months unpaidSeptember 2026, October 2026, November 2026Owed54,000৳$/,
      ),
      expect.stringMatching(/^Nadia Rahman.*Living here2 months unpaid/),
      expect.stringMatching(/^Rafiq Islam.*Moved out2 months unpaidJuly 2026, August 2026Owed24,000৳$/),
    ]);
    expect(screen.getAllByText('Total owed').map((e) => e.parentElement?.textContent)).toContain('Total owed1,07,000৳');
  });

  it('says so when nobody owes rent', async () => {
    server.use(arrears([]), ...mock.happy('admin'));
    open();
    expect(await screen.findByText('Nobody owes rent. Every lease is paid up to November 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when the list could not be loaded', async () => {
    server.use(arrearsFailing, ...mock.happy('admin'));
    open();
    expect(await screen.findByText('Failed to load arrears. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads the CSV with the bearer token, named for the month', async () => {
    server.use(arrears(), arrearsCsv, ...mock.happy('admin'));
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:test';
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('arrears-2026-11.csv');
    });
    open();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    expect(await saved[0]!.text()).toContain('Karim Ahmed,karim@example.com');
    expect(csvAuthorization).toMatch(/^Bearer /);
  });

  it('says why a download failed', async () => {
    server.use(arrears(), arrearsCsvFailing, ...mock.happy('admin'));
    open();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

describe('Payment History', () => {
  it('shows each month as the server writes it, never as YYYY-MM, with its receipt', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/payment-history');
    const table = within(await screen.findByRole('table', { name: 'Payment history' }));
    const months = table
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[1]!.textContent);
    expect(months).toEqual(['October 2026', 'November 2026']);
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
});

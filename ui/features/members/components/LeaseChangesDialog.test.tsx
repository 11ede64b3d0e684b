import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { leaseChanges, noLeaseChanges } from '@/lib/mocks/lease-change-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

const openLease = async () => {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Lease of Nadia Rahman: rent changes and renewal' }, { timeout: 5000 }),
  );
  return within(screen.getByRole('dialog', { name: 'Lease of Nadia Rahman' }));
};

describe('changing a lease’s rent', () => {
  it('works the new rent out from a percent, checks it before sending, and sends the whole taka', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/admin/leases/:id/rent-changes', async ({ request }) => {
        sent.push(await request.clone().json());
        return HttpResponse.json(
          { id: 'rc-9', rent: 13_200, effectiveMonth: '2027-01', scheduledAt: '2026-11-05T10:00:00.000Z' },
          { status: 201 },
        );
      }),
      ...leaseChanges(noLeaseChanges),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/manage-members');
    const dialog = await openLease();
    await dialog.findByText('No rent change is scheduled.');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule the change' }));
    expect(dialog.getByLabelText('Rise in percent')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    await userEvent.type(dialog.getByLabelText('Rise in percent'), '10');
    expect(dialog.getByText(/New rent:/).textContent).toBe('New rent: 13,200৳ a month');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule the change' }));
    await waitFor(() => expect(sent).toEqual([{ rent: 13_200, effectiveMonth: '2027-01' }]));
    expect(dialog.getByLabelText('Rise in percent')).toHaveValue('');
  });

  it('shows the server’s refusal beside the month', async () => {
    server.use(
      http.post('/api/admin/leases/:id/rent-changes', () =>
        HttpResponse.json(
          {
            message: 'Pick a month that starts at least one month from today, within the lease',
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 'test',
            fields: { effectiveMonth: 'Pick a month that starts at least one month from today, within the lease' },
          },
          { status: 400 },
        ),
      ),
      ...leaseChanges(noLeaseChanges),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/manage-members');
    const dialog = await openLease();
    await dialog.findByText('No rent change is scheduled.');
    await userEvent.click(dialog.getByLabelText('A new amount'));
    await userEvent.type(dialog.getByLabelText('New rent in taka'), '15000');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule the change' }));
    // Beside the field, and in the summary at the top that links to it.
    expect(
      await dialog.findAllByText('Pick a month that starts at least one month from today, within the lease'),
    ).toHaveLength(2);
    expect(dialog.getByRole('link', { name: /Pick a month/ })).toBeVisible();
    expect(dialog.getByLabelText('From month')).toHaveAttribute('aria-invalid', 'true');
  });
});

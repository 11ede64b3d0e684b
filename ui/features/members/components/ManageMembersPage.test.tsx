import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { members } from '@/lib/mocks/dashboard-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

const removeDialogOf = async (name: string) => {
  const row = within((await screen.findByText(name, { selector: 'td' }, { timeout: 5000 })).closest('tr')!);
  await userEvent.click(row.getByRole('button', { name: `Remove ${name}` }));
  return within(screen.getByRole('dialog'));
};

describe('removing a member', () => {
  it('says in the dialog what a member who owes still owes, and nothing of the kind for one who does not', async () => {
    server.use(
      http.get('/api/admin/members', () => HttpResponse.json(members)),
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/manage-members');
    const owing = await removeDialogOf('Nadia Rahman');
    expect(owing.getByText(/owes/).textContent).toBe(
      'Nadia Rahman owes 29,000৳ in unpaid rent. The debt stays on record after the removal, and they can still pay it.',
    );
    await userEvent.click(owing.getByRole('button', { name: 'Cancel' }));

    const paidUp = await removeDialogOf('Karim Ahmed');
    expect(paidUp.queryByText(/owes/)).not.toBeInTheDocument();
  });
});

describe('the autopay list', () => {
  it('names each member with autopay on by their lease, with their flat, cap, card and skipped month', async () => {
    server.use(...mock.happy('admin'));
    renderDashboard('/dashboard/manage-members');
    const table = within(await screen.findByRole('table', { name: 'Autopay' }, { timeout: 5000 }));
    const [nadia, movedOn] = table.getAllByRole('row').slice(1);
    expect(
      within(nadia!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Nadia Rahmannadia@example.com', 'B302', '20,000৳', 'VISA •••• 4242', 'December 2026']);
    // No lease to name them by: their email, once, and no flat.
    expect(
      within(movedOn!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['moved.on@example.com', '—', '5,000৳', 'VISA •••• 4242', '—']);
  });
});

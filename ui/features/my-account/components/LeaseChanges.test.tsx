import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { leaseChanges, renewalOffered } from '@/lib/mocks/lease-change-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();

describe('answering a renewal offer', () => {
  it('asks before declining; cancelling sends nothing, confirming sends the decline', async () => {
    const answers: unknown[] = [];
    server.use(
      http.post('/api/me/renewal-offers/:id/answer', async ({ request }) => {
        answers.push(await request.clone().json());
        return HttpResponse.json({ ...renewalOffered.offer, status: 'declined' });
      }),
      ...leaseChanges(renewalOffered),
      ...mock.happy('member'),
    );
    renderDashboard('/dashboard/my-account');
    const card = within(await screen.findByRole('region', { name: 'Changes to your lease' }, { timeout: 5000 }));
    await userEvent.click(card.getByRole('button', { name: 'Decline' }));
    const ask = within(screen.getByRole('dialog', { name: 'Decline the renewal?' }));
    expect(ask.getByText('Your lease will still end in August 2027. An answer cannot be changed.')).toBeVisible();
    await userEvent.click(ask.getByRole('button', { name: 'Cancel' }));
    expect(answers).toEqual([]);
    await userEvent.click(card.getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Decline the renewal?' })).getByRole('button', { name: 'Decline' }),
    );
    await waitFor(() => expect(answers).toEqual([{ answer: 'decline' }]));
  });
});

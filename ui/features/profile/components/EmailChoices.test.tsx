import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { emailChoicesHandlers } from '@/lib/mocks/handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { AppToaster } from '@/components/ui/AppToaster.tsx';

const server = mockApi();
const saved: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'PUT' && new URL(request.url).pathname === '/api/me/email-choices')
    saved.push(await request.clone().json());
});
afterEach(() => {
  // Toasts live in one store for the whole file.
  toast.remove();
  saved.length = 0;
});

const box = (name: string) => screen.findByRole('checkbox', { name });

// The card is shared (ui/components); here it is seen where residents meet it, on My Profile. An admin is offered
// only the one topic ever sent to an admin (AdminProfilePage.test.tsx).
describe('email choices on the profile', () => {
  it.each([
    ['member', '/dashboard/my-profile'],
    ['user', '/dashboard/my-profile'],
  ] as const)('loads, changes and saves all four choices for a %s', async (role, path) => {
    server.use(
      ...emailChoicesHandlers({
        payments: true,
        announcements: true,
        maintenance: false,
        reminders: true,
        applications: true,
      }),
      ...mock.happy(role),
    );
    renderDashboard(path, <AppToaster />);
    // The first render compiles the lazy screen: give it longer than the default second.
    expect(await screen.findByRole('region', { name: 'Email me about' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await box('Maintenance requests')).not.toBeChecked();
    expect(await box('Payments and receipts')).toBeChecked();
    await userEvent.click(await box('Announcements'));
    await userEvent.click(await box('Maintenance requests'));
    await userEvent.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByText('Email choices saved')).toBeInTheDocument();
    expect(saved).toEqual([
      { payments: true, announcements: false, maintenance: true, reminders: true, applications: true },
    ]);
    expect(await box('Announcements')).not.toBeChecked();
    expect(await box('Maintenance requests')).toBeChecked();
  });

  it('shows a refused save under the button and keeps what was chosen', async () => {
    server.use(mock.failing('put', '/api/me/email-choices'), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    await userEvent.click(await box('Rent reminders'));
    await userEvent.click(screen.getByRole('button', { name: 'Save email choices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side');
    expect(await box('Rent reminders')).not.toBeChecked();
  });

  it('says when the choices cannot be loaded', async () => {
    server.use(mock.failing('get', '/api/me/email-choices'), ...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    expect(await screen.findByText('Failed to load your email choices. Please try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save email choices' })).toBeNull();
  });
});

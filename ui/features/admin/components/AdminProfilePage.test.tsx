import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { useLocation } from 'react-router-dom';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
const asked: string[] = [];
afterEach(() => {
  asked.length = 0;
});
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/admin/emails') asked.push(url.search);
});

function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

const delivery = () => within(screen.getByRole('region', { name: 'Email Delivery' }));

describe('admin profile: failed emails', () => {
  it('shows how many emails failed, in amber, linking to the failed ones on Email Delivery', async () => {
    server.use(mock.undeliveredEmails(3), ...mock.happy('admin'));
    renderDashboard('/dashboard/admin-profile', <Address />);
    const link = await screen.findByRole('link', { name: /Failed emails: 3/ });
    expect(link).toHaveClass('bg-amber-50');
    expect(link).toHaveTextContent('They could not be delivered. Review and retry');
    expect(asked).toEqual(['?status=failed']);
    asked.length = 0;
    await userEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Email Delivery', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('address')).toHaveTextContent('/dashboard/email-delivery?status=failed');
    expect(asked.at(-1)).toBe('?page=1&status=failed');
  });

  it('says calmly that none failed', async () => {
    server.use(mock.undeliveredEmails(0), ...mock.happy('admin'));
    renderDashboard('/dashboard/admin-profile');
    const link = await screen.findByRole('link', { name: /Failed emails: 0/ });
    expect(link).not.toHaveClass('bg-amber-50');
    expect(link).toHaveTextContent('Every email was delivered or is still being tried.');
  });

  it('keeps the rest of the profile when the count cannot be fetched', async () => {
    server.use(mock.failing('get', '/api/admin/emails'), ...mock.happy('admin'));
    renderDashboard('/dashboard/admin-profile');
    expect(await screen.findByText('Total Rooms')).toBeInTheDocument();
    expect(
      await delivery().findByText('Failed to load the count of failed emails. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Failed emails/ })).toBeNull();
    expect(screen.getByText('Opened')).toBeInTheDocument();
  });
});

describe('admin profile: what waits and the money', () => {
  it('shows the requests and reported payments waiting, each leading to its screen, and the money in taka', async () => {
    server.use(mock.undeliveredEmails(0), ...mock.happy('admin'));
    renderDashboard('/dashboard/admin-profile', <Address />);
    const money = within(await screen.findByRole('region', { name: 'Waiting and money' }));
    expect(money.getByRole('link', { name: '2 requests waiting: open Agreement Requests' })).toHaveTextContent('2');
    expect(money.getByRole('link', { name: '1 reported payment waiting: open Payment Reports' })).toHaveTextContent(
      '1',
    );
    expect(money.getByText('Owed now').nextElementSibling).toHaveTextContent('42,500.50৳');
    expect(money.getByText('Collected in November 2026').nextElementSibling).toHaveTextContent('1,24,500৳');
    const rooms = within(screen.getByRole('region', { name: 'Apartment Overview' }));
    expect(rooms.getByText('Rented').nextElementSibling).toHaveTextContent('3 (12.5%)');
    expect(rooms.getByText('Available').nextElementSibling).toHaveTextContent('21 (87.5%)');
    await userEvent.click(money.getByRole('link', { name: /requests waiting/ }));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/dashboard/agreement-requests'));
  });
});

describe('admin profile: email choices', () => {
  it('offers only the emails an admin is ever sent (payments and emergencies reported, new applications), and keeps the other choices as stored when saving', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/api/me/email-choices') {
        sent.push(await request.clone().json());
      }
    });
    server.use(mock.undeliveredEmails(0), ...mock.happy('admin'));
    renderDashboard('/dashboard/admin-profile');
    const choices = within(await screen.findByRole('region', { name: 'Email me about' }));
    const maintenance = await choices.findByRole('checkbox', { name: 'Maintenance requests' });
    const payments = choices.getByRole('checkbox', { name: 'Payments and receipts' });
    const applications = choices.getByRole('checkbox', { name: 'New applications' });
    expect(choices.getAllByRole('checkbox')).toEqual([payments, maintenance, applications]);
    expect(choices.getByText(/You are emailed when a resident reports a payment or an emergency/)).toBeInTheDocument();
    expect(choices.queryByText(/rental application/)).toBeNull();

    await userEvent.click(maintenance);
    await userEvent.click(payments);
    await userEvent.click(choices.getByRole('button', { name: 'Save email choices' }));
    await waitFor(() =>
      expect(sent).toEqual([
        { payments: false, announcements: true, maintenance: false, reminders: true, applications: true },
      ]),
    );
  });
});

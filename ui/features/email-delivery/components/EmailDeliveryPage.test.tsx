import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { useLocation } from 'react-router-dom';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import { emailOutbox, emailsFailing, manyEmails, retryRaced, sampleEmails } from '../mocks/handlers.ts';

const server = mockApi();
/** What the screen asked the outbox for ("?page=1&status=failed"), and which emails it asked to send again. */
const listed: string[] = [];
const retried: string[] = [];
afterEach(() => {
  listed.length = 0;
  retried.length = 0;
});
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/admin/emails') listed.push(url.search);
  const retry = /^\/api\/admin\/emails\/([^/]+)\/retry$/.exec(url.pathname);
  if (retry && request.method === 'POST') retried.push(retry[1]!);
});

/** The address bar, as the router has it. */
function Address() {
  const location = useLocation();
  return <p data-testid="address">{location.pathname + location.search}</p>;
}

const open = (path = '/dashboard/email-delivery') =>
  renderDashboard(
    path,
    <>
      <Address />
      <AppToaster />
    </>,
  );
const table = () => within(screen.getByRole('table'));
const bodyRows = () => table().getAllByRole('row').slice(1);
const rowOf = (name: string) => within(bodyRows().find((r) => r.textContent?.includes(name))!);
const retryKarim = () =>
  rowOf('Karim Ahmed').getByRole('button', {
    name: 'Retry the email "Rent for November 2026 is due on 5 Nov" to Karim Ahmed',
  });

describe('email delivery screen', () => {
  it('lists each email with its recipient, kind, state, attempts, last error and when, and warns of the failed ones', async () => {
    server.use(...emailOutbox(), ...mock.happy('admin'));
    open();
    expect(await screen.findByText('4 emails')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(sampleEmails.length);
    expect(screen.getByText('2 emails could not be delivered')).toBeInTheDocument();

    const long = rowOf('Mohammad Rezaul Karim Talukder');
    expect(long.getByText('Rental application')).toBeInTheDocument();
    expect(long.getByText('Failed')).toBeInTheDocument();
    expect(long.getByText(/Recipient address rejected: User unknown/)).toBeInTheDocument();
    expect(bodyRows()[1]).toHaveTextContent(
      'mohammad.rezaul.karim.talukder.family.account@a-very-long-mail-provider-name.example.com',
    );
    const sent = rowOf('Rafiq Islam');
    expect(sent.getByText('Sent', { selector: 'span.rounded-full' })).toBeInTheDocument();
    expect(sent.getByText('—')).toBeInTheDocument();
    expect(sent.queryByRole('button')).toBeNull();
    expect(rowOf('Nadia Rahman').getByText('Next attempt')).toBeInTheDocument();
    expect(rowOf('Karim Ahmed').getByText('Rent reminders')).toBeInTheDocument();
    expect(retryKarim()).toBeEnabled();
  });

  it('filters by status in the address bar, asking the server for that status from its first page', async () => {
    server.use(...emailOutbox(manyEmails), ...mock.happy('admin'));
    open('/dashboard/email-delivery?page=2');
    await screen.findByText('Page 2 of 3');
    await userEvent.click(screen.getByRole('radio', { name: 'Failed' }));
    // Every second of the 45 sample emails failed: the 2nd and the 3rd of each four.
    expect(await screen.findByText('22 emails')).toBeInTheDocument();
    expect(listed.at(-1)).toBe('?page=1&status=failed');
    expect(screen.getByTestId('address')).toHaveTextContent('/dashboard/email-delivery?status=failed');
    for (const row of bodyRows()) expect(row).toHaveTextContent('Failed');
    expect(screen.queryByRole('link', { name: 'Show only failed' })).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('45 emails')).toBeInTheDocument();
    expect(listed.at(-1)).toBe('?page=1');
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/dashboard\/email-delivery$/);
  });

  it('shows only the failed ones from the warning', async () => {
    server.use(...emailOutbox(), ...mock.happy('admin'));
    open();
    await userEvent.click(await screen.findByRole('link', { name: 'Show only failed' }));
    expect(await screen.findByText('2 emails')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Failed' })).toBeChecked();
    expect(listed.at(-1)).toBe('?page=1&status=failed');
  });

  it('sends a failed email again: posts its id, says so, and the row and the count refresh', async () => {
    server.use(...emailOutbox(), ...mock.happy('admin'));
    open();
    await screen.findByText('2 emails could not be delivered');
    await userEvent.click(retryKarim());
    expect(retried).toEqual(['em-2']);
    expect(await screen.findByText('Email to Karim Ahmed will be sent again')).toBeInTheDocument();
    expect(await screen.findByText('1 email could not be delivered')).toBeInTheDocument();
    expect(rowOf('Karim Ahmed').getByText('Pending')).toBeInTheDocument();
    expect(rowOf('Karim Ahmed').queryByRole('button')).toBeNull();
  });

  it('says so when the email is not failed any more, and fetches the list again', async () => {
    server.use(retryRaced, ...emailOutbox(), ...mock.happy('admin'));
    open();
    await screen.findByText('4 emails');
    const before = listed.length;
    await userEvent.click(retryKarim());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email to Karim Ahmed is not failed any more (someone sent it again, or it went out meanwhile). The list has been refreshed.',
    );
    await screen.findByText('4 emails');
    expect(listed.length).toBeGreaterThan(before);
  });

  it('tells other refusals in a toast', async () => {
    server.use(mock.failing('post', '/api/admin/emails/:id/retry', 500), ...emailOutbox(), ...mock.happy('admin'));
    open();
    await screen.findByText('4 emails');
    await userEvent.click(retryKarim());
    expect(
      await screen.findByText('Failed to send the email again: Something went wrong on our side'),
    ).toBeInTheDocument();
    expect(retryKarim()).toBeEnabled();
  });

  it('shows the empty and the failed states', async () => {
    server.use(...emailOutbox([]), ...mock.happy('admin'));
    open();
    expect(await screen.findByText('No emails yet')).toBeInTheDocument();
    expect(screen.queryByText(/could not be delivered/)).toBeNull();
    cleanup();
    server.use(emailsFailing);
    open();
    expect(await screen.findByText('Failed to load the emails. Please try again.')).toBeInTheDocument();
  });
});

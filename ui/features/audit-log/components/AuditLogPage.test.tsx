import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import type { AuditEntryDto } from '@contract/audit';
import { auditLog, auditLogFailing, manyEntries, sampleEntries } from '../mocks/handlers.ts';

const server = mockApi();
const asked: string[] = [];
afterEach(() => {
  asked.length = 0;
});
server.events.on('request:start', ({ request }) => {
  if (request.url.includes('/api/admin/audit-log')) asked.push(new URL(request.url).search);
});

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const changeCell = (row: number) => within(bodyRows()[row]!).getAllByRole('cell').at(-1)!;

describe('audit log screen', () => {
  it('lists the entries newest first, each action in words with its change', async () => {
    server.use(auditLog(), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log');
    expect(await screen.findByText('7 entries')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(sampleEntries.length);
    const toggle = bodyRows()[2]!;
    expect(toggle).toHaveTextContent('Switched coupon on/off');
    expect(toggle).toHaveTextContent('WINTER5');
    expect(toggle).toHaveTextContent(/is active: yes\W+changed to no/);
    expect(bodyRows()[3]).toHaveTextContent(/expires on: 30 Apr 2027/);
    expect(bodyRows().at(-2)).toHaveTextContent(/start month: November 2026/);
    expect(bodyRows().at(-1)).toHaveTextContent('Command line');
    expect(bodyRows().at(-1)).toHaveTextContent(/role: none\W+changed to admin/);
  });

  it("names states and roles in the reader's language, the English words as they are stored", async () => {
    server.use(auditLog(), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log');
    await screen.findByText('7 entries');
    expect(bodyRows().at(-2)).toHaveTextContent(/status: pending\W+changed to accepted/);
    cleanup();
    renderDashboard('/dashboard/audit-log', undefined, 'bn');
    await screen.findByText('৭টি এন্ট্রি');
    expect(bodyRows().at(-2)).toHaveTextContent(/অপেক্ষমাণ\W+.*গৃহীত/);
    expect(bodyRows().at(-1)).toHaveTextContent('অ্যাডমিন');
    expect(bodyRows().at(-2)).not.toHaveTextContent(/pending|accepted/);
  });

  it('words kinds of charge, ways of paying and money, never the stored English, in Bangla', async () => {
    const books: AuditEntryDto[] = [
      {
        _id: 'au-r',
        at: sampleEntries[0]!.at,
        actor: 'seed',
        action: 'charges.recurring-add',
        subject: 'rc-1',
        label: 'Service charge',
        before: null,
        after: { kind: 'service', amount: 2500, from: '2026-03', until: null, leases: 'all' },
      },
      {
        _id: 'au-p',
        at: sampleEntries[0]!.at,
        actor: 'admin@lakeview.test',
        action: 'ledger.payment',
        subject: 'ag-1',
        label: 'Nadia Rahman for Block B, floor 3, B302',
        before: null,
        after: { amount: 14500, method: 'bkash', paidOn: '2026-11-03' },
      },
    ];
    server.use(auditLog(books), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log');
    await screen.findByText('2 entries');
    expect(bodyRows()[0]).toHaveTextContent(
      /kind: Service charge.*amount: 2,500৳.*from: March 2026.*leases: every lease/,
    );
    expect(bodyRows()[1]).toHaveTextContent(/method: bKash.*paid on: 3 Nov 2026/);
    cleanup();
    renderDashboard('/dashboard/audit-log', undefined, 'bn');
    await screen.findByText('২টি এন্ট্রি');
    expect(bodyRows()[0]).toHaveTextContent('ডেমো ডেটা');
    expect(bodyRows()[0]).toHaveTextContent(/ধরন: .*পরিমাণ: ২,৫০০৳.*শুরু: মার্চ ২০২৬.*লিজ: সব লিজ/);
    expect(changeCell(0)).not.toHaveTextContent(/kind|service|from|until|leases|all|none/i);
    expect(changeCell(1)).not.toHaveTextContent(/method|bkash|paid on|amount/i);
  });

  it('filters by action, asking the server for that action from its first page', async () => {
    server.use(auditLog(manyEntries), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log?page=2');
    await screen.findByText('Page 2 of 3');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'Accepted agreement');
    // Every seventh of the 45 sample entries is an acceptance.
    expect(await screen.findByText('6 entries')).toBeInTheDocument();
    expect(asked.at(-1)).toBe('?page=1&action=agreement.accept');
    expect(bodyRows()).toHaveLength(6);
    for (const row of bodyRows()) expect(row).toHaveTextContent('Accepted agreement');
    expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).not.toBeInTheDocument();
  });

  it('pages with Previous and Next', async () => {
    server.use(auditLog(manyEntries), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log');
    const pager = within(await screen.findByRole('navigation', { name: 'Audit log pages' }));
    expect(pager.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: /Previous/ })).toBeDisabled();
    await userEvent.click(pager.getByRole('button', { name: /Next/ }));
    await userEvent.click(await pager.findByRole('button', { name: /Next/ }));
    expect(await pager.findByText('Page 3 of 3')).toBeInTheDocument();
    expect(pager.getByRole('button', { name: /Next/ })).toBeDisabled();
    expect(bodyRows()).toHaveLength(5);
    expect(asked).toEqual(['?page=1', '?page=2', '?page=3']);
  });

  it('shows the empty and the failed states', async () => {
    server.use(auditLog([]), ...mock.happy('admin'));
    renderDashboard('/dashboard/audit-log');
    expect(await screen.findByText('No actions recorded yet')).toBeInTheDocument();
    cleanup();
    server.use(auditLogFailing);
    renderDashboard('/dashboard/audit-log');
    expect(await screen.findByText('Failed to load the audit log. Please try again.')).toBeInTheDocument();
  });
});

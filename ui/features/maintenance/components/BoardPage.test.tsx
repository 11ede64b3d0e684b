import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import { MAINTENANCE_RULES } from '@domain/maintenance/fields.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { adminChanges, board, boardRequest, photoBytes, statusStale } from '../mocks/handlers.ts';

const server = mockApi();
/** What the screen asked the board for, and what it sent. */
let boardReads: string[] = [];
let sent: string[] = [];
server.events.on('request:start', async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  if (request.method === 'GET' && pathname === '/api/admin/maintenance') boardReads.push(search);
  if (request.method === 'POST') sent.push(`${pathname} ${await request.clone().text()}`);
});
afterEach(() => {
  act(() => toast.remove());
  boardReads = [];
  sent = [];
});

const open = async (path: string, ...handlers: Parameters<typeof server.use>) => {
  server.use(...handlers, board(), boardRequest, photoBytes, ...adminChanges, ...mock.happy('admin'));
  renderDashboard(path, <AppToaster />);
};
const dialog = () => within(document.querySelector<HTMLElement>('dialog[open]')!);

describe('the maintenance board', () => {
  it('shows each request with its resident, flat, status, age, photos and times, in the order the server gives', async () => {
    await open('/dashboard/maintenance-board');
    const cards = within(await screen.findByRole('list', { name: 'Requests' })).getAllByRole('listitem');
    const first = within(cards[0]!);
    expect(first.getByText('Emergency')).toBeInTheDocument();
    expect(first.getByText('Kitchen tap leaking')).toBeInTheDocument();
    expect(first.getByText('Nadia Rahman · Flat A101')).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('Photos: 2');
    expect(cards[0]).toHaveTextContent('Response: 2 hours');
    expect(cards[0]).toHaveTextContent('Resolved in: 2 days 4 hours');
    expect(cards[2]).toHaveTextContent('Response: not yet');
  });

  it('sends the chosen filters as the query, and keeps them in the address', async () => {
    const user = userEvent.setup();
    await open('/dashboard/maintenance-board?status=in_progress');
    await screen.findByRole('list', { name: 'Requests' });
    expect(screen.getByLabelText('Status')).toHaveValue('in_progress');
    await user.selectOptions(screen.getByLabelText('Category'), 'lift');
    await user.selectOptions(screen.getByLabelText('Flat'), 'ap-5');
    await screen.findByText('Requests (3)');
    expect(boardReads).toContain('?status=in_progress&category=lift&apartmentId=ap-5');
    expect(boardReads).toContain('?status=in_progress');
    await user.selectOptions(screen.getByLabelText('Status'), '');
    expect(boardReads.at(-1)).toBe('?category=lift&apartmentId=ap-5');
    // The card links carry the filters to the request and back.
    expect(screen.getAllByRole('link', { name: /Kitchen tap leaking/ })[0]).toHaveAttribute(
      'href',
      '/dashboard/maintenance-board/mr-1?category=lift&apartmentId=ap-5',
    );
  });
});

describe('one request on the board', () => {
  it('marks internal notes as never seen by residents', async () => {
    await open('/dashboard/maintenance-board/mr-3');
    const history = within(await screen.findByRole('list', { name: 'History' }));
    const note = history.getByText('Call the lift company before Friday.').closest('li')!;
    expect(note).toHaveTextContent('Internal note — residents never see this');
    expect(history.getAllByText('Internal note — residents never see this')).toHaveLength(1);
  });

  it('offers to start or resolve a request just submitted, and resolves it straight away', async () => {
    const user = userEvent.setup();
    await open('/dashboard/maintenance-board/mr-2');
    const steps = within(await screen.findByRole('region', { name: 'Status' }));
    expect(steps.getAllByRole('button').map((b) => b.textContent)).toEqual(['Start work', 'Mark resolved', 'Decline']);
    await user.click(steps.getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked resolved: "Stairwell light flickers"')).toBeInTheDocument();
    expect(sent).toEqual(['/api/admin/maintenance/mr-2/status {"action":"resolve"}']);
  });

  it('asks for a reason before declining, in the dialog', async () => {
    const user = userEvent.setup();
    await open('/dashboard/maintenance-board/mr-3');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    await user.click(dialog().getByRole('button', { name: 'Decline request' }));
    expect(dialog().getByLabelText(/^Reason/)).toHaveAccessibleDescription(MAINTENANCE_RULES.declineReason);
    expect(sent).toEqual([]);
    await user.type(dialog().getByLabelText(/^Reason/), 'The lift company handles this');
    await user.click(dialog().getByRole('button', { name: 'Decline request' }));
    expect(await screen.findByText('Request declined: "Lift stops between floors"')).toBeInTheDocument();
    expect(sent).toEqual([
      '/api/admin/maintenance/mr-3/status {"action":"decline","reason":"The lift company handles this"}',
    ]);
  });

  it('sends a comment or, switched, an internal note', async () => {
    const user = userEvent.setup();
    await open('/dashboard/maintenance-board/mr-3');
    const form = within(await screen.findByRole('form', { name: 'Comment to the resident' }));
    await user.type(form.getByLabelText('Comment'), 'We are on it');
    await user.click(form.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment sent to Karim Ahmed')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Admins only (internal note)' }));
    const note = within(screen.getByRole('form', { name: 'Internal note' }));
    expect(note.getByText('Residents never see an internal note.')).toBeInTheDocument();
    await user.type(note.getByLabelText('Note'), 'Parts ordered');
    await user.click(note.getByRole('button', { name: 'Add internal note' }));
    expect(await screen.findByText('Internal note added')).toBeInTheDocument();
    expect(sent).toEqual([
      '/api/admin/maintenance/mr-3/comments {"text":"We are on it","internal":false}',
      '/api/admin/maintenance/mr-3/comments {"text":"Parts ordered","internal":true}',
    ]);
  });

  it('says when the request changed meanwhile, and fetches it again', async () => {
    const user = userEvent.setup();
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/maintenance/mr-3') reads += 1;
    });
    await open('/dashboard/maintenance-board/mr-3', statusStale);
    await user.click(await screen.findByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another admin changed this request first: it is already resolved. The request has been refreshed to show where it stands now.',
    );
    expect(reads).toBeGreaterThan(1);
  });
});

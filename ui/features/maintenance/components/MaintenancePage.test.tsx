import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import type { Role } from '@contract/identity';
import { MAINTENANCE_RULES } from '@domain/maintenance/fields.ts';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { findScreenHeading, renderDashboard } from '@/test-support/render-dashboard.tsx';
import {
  closeRefused,
  commentRefused,
  mine,
  mineFailing,
  oneRequest,
  photoBytes,
  reportAccepted,
  reportFieldsRefused,
  reportLimited,
  residentChanges,
} from '../mocks/handlers.ts';

const server = mockApi();
/** What the screen sent, as "METHOD /path content-type body". */
let sent: string[] = [];
server.events.on('request:start', async ({ request }) => {
  const { pathname } = new URL(request.url);
  if (request.method === 'GET') return;
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!;
  const body =
    type === 'multipart/form-data'
      ? [...(await request.clone().formData()).entries()]
          .map(([k, v]) => (typeof v === 'string' ? `${k}=${v}` : `${k}=${v.name}`))
          .join(' & ')
      : await request.clone().text();
  sent.push(`${request.method} ${pathname} ${type} ${body}`);
});
afterEach(() => {
  localStorage.clear();
  act(() => toast.remove());
  sent = [];
});

const open = async (role: Role, path = '/dashboard/maintenance', ...handlers: Parameters<typeof server.use>) => {
  server.use(...handlers, mine(), oneRequest(), photoBytes, ...residentChanges, ...mock.happy(role));
  renderDashboard(path, <AppToaster />);
  await findScreenHeading(path === '/dashboard/maintenance' ? 'Maintenance' : 'Maintenance request', 10_000);
};
const form = () => within(screen.getByRole('form', { name: 'Report a problem' }));
const fill = async (user: ReturnType<typeof userEvent.setup>, { emergency = false } = {}) => {
  await user.selectOptions(form().getByLabelText(/^Category/), 'plumbing');
  await user.type(form().getByLabelText(/^Title/), 'Kitchen tap leaking');
  await user.type(form().getByLabelText(/^Description/), 'Water under the sink');
  if (emergency) await user.click(form().getByRole('checkbox', { name: /This is an emergency/ }));
};
const png = (name: string, bytes = 68) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('the resident maintenance screen', () => {
  it('shows the emergency number at once when an emergency is reported, and opens the new request', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance', reportAccepted);
    await fill(user, { emergency: true });
    await user.click(form().getByRole('button', { name: 'Send report' }));
    const call = await screen.findByRole('link', { name: 'Call +880 1711-000999 now' });
    expect(call).toHaveAttribute('href', 'tel:+8801711000999');
    expect(await screen.findByText('Emergency plumbing problem reported: "Kitchen tap leaking"')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Maintenance request', level: 1 })).toBeInTheDocument();
    expect(sent).toEqual([
      'POST /api/maintenance application/json {"where":"flat","category":"plumbing","title":"Kitchen tap leaking","description":"Water under the sink","emergency":true,"entryAllowed":false}',
    ]);
  });

  it('keeps a half-written report over a reload, without its photos, and forgets it once the report is sent', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance', reportAccepted);
    await user.click(form().getByRole('radio', { name: 'Common area' }));
    await fill(user);
    await user.upload(form().getByLabelText('Photos (optional)'), [png('leak.png')]);
    cleanup();

    await open('member', '/dashboard/maintenance', reportAccepted);
    expect(form().getByRole('radio', { name: 'Common area' })).toBeChecked();
    expect(form().getByLabelText(/^Category/)).toHaveValue('plumbing');
    expect(form().getByLabelText(/^Title/)).toHaveValue('Kitchen tap leaking');
    expect(form().getByLabelText(/^Description/)).toHaveValue('Water under the sink');
    expect(form().queryByRole('list', { name: 'Chosen photos' })).toBeNull();
    // Kept for the signed-in person only, and never a photo.
    expect(Object.keys(localStorage)).toEqual(['lakeview.maintenance-draft.sample-uid']);
    expect(localStorage.getItem('lakeview.maintenance-draft.sample-uid')).not.toContain('leak.png');

    await user.click(form().getByRole('button', { name: 'Send report' }));
    await screen.findByRole('heading', { name: 'Maintenance request', level: 1 });
    expect(sent).toEqual([
      'POST /api/maintenance application/json {"where":"common-area","category":"plumbing","title":"Kitchen tap leaking","description":"Water under the sink","emergency":false}',
    ]);
    expect(localStorage.getItem('lakeview.maintenance-draft.sample-uid')).toBeNull();
    cleanup();
    await open('member');
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
    // The screen is drawn three times over.
  }, 15_000);

  it('names each empty field beside it and in the summary, which takes focus, before sending anything', async () => {
    const user = userEvent.setup();
    await open('member');
    await user.click(form().getByRole('button', { name: 'Send report' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(form().getByLabelText(/^Title/)).toHaveAccessibleDescription(MAINTENANCE_RULES.title);
    expect(form().getByLabelText(/^Category/)).toHaveAccessibleDescription(MAINTENANCE_RULES.category);
    expect(sent).toEqual([]);
  });

  it("shows the server's field errors beside the fields", async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance', reportFieldsRefused);
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Send report' }));
    expect(await screen.findByRole('region', { name: 'There is a problem' })).toHaveFocus();
    expect(form().getByLabelText(/^Description/)).toHaveAccessibleDescription(MAINTENANCE_RULES.description);
  });

  it("shows the daily limit's refusal under the button", async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance', reportLimited);
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Send report' }));
    expect(await form().findByRole('alert')).toHaveTextContent(/You have reported 5 problems today/);
  });

  it('offers a plain user only the common area, and says why', async () => {
    const user = userEvent.setup();
    await open('user', '/dashboard/maintenance', reportAccepted);
    const where = within(form().getByRole('group', { name: 'Where is the problem?' }));
    expect(where.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Common area']);
    expect(where.getByText(/You have no flat in the building/)).toBeInTheDocument();
    expect(form().queryByRole('group', { name: /May staff enter/ })).toBeNull();
    await fill(user);
    await user.click(form().getByRole('button', { name: 'Send report' }));
    await screen.findByRole('heading', { name: 'Maintenance request', level: 1 });
    expect(sent[0]).toContain('"where":"common-area"');
    expect(sent[0]).not.toContain('entryAllowed');
  });

  it('asks a member about entry only for their flat', async () => {
    const user = userEvent.setup();
    await open('member');
    expect(form().getByRole('group', { name: 'May staff enter the flat when nobody is home?' })).toBeInTheDocument();
    await user.click(form().getByRole('radio', { name: 'Common area' }));
    expect(form().queryByRole('group', { name: /May staff enter/ })).toBeNull();
  });

  it('sends photos as a form, refusing a large one and a fourth one beside the field, each removable', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance', reportAccepted);
    await fill(user);
    const picker = form().getByLabelText('Photos (optional)');
    await user.upload(picker, [png('big.png', 5 * 1024 * 1024 + 1), png('a.png'), png('b.png')]);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('big.png is larger than 5 MB'));
    await user.upload(picker, [png('c.png'), png('d.png')]);
    expect(picker).toHaveAccessibleDescription(expect.stringContaining('At most 3 photos'));
    const chosen = within(form().getByRole('list', { name: 'Chosen photos' }));
    expect(chosen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual([
      'Chosen photo 1: a.png',
      'Chosen photo 2: b.png',
      'Chosen photo 3: c.png',
    ]);
    await user.click(chosen.getByRole('button', { name: 'Remove b.png' }));
    await user.click(form().getByRole('button', { name: 'Send report' }));
    await screen.findByRole('heading', { name: 'Maintenance request', level: 1 });
    expect(sent).toEqual([
      'POST /api/maintenance multipart/form-data report={"where":"flat","category":"plumbing","title":"Kitchen tap leaking","description":"Water under the sink","emergency":false,"entryAllowed":false} & photos=a.png & photos=c.png',
    ]);
  });

  it('lists my requests newest first with status, category, place and emergency', async () => {
    await open('member');
    const list = within(await screen.findByRole('list', { name: 'My requests' }));
    expect(list.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Status: SubmittedStairwell light flickersElectrical · Common area · reported 5 Nov 2026',
      'Status: ResolvedEmergencyKitchen tap leakingPlumbing · Flat A101 · reported 2 Nov 2026',
    ]);
  });

  it('shows the empty state, and a failure with Try again', async () => {
    await open('member', '/dashboard/maintenance', mine([]));
    expect(await screen.findByText('You have not reported any problems')).toBeInTheDocument();
    cleanup();
    await open('member', '/dashboard/maintenance', mineFailing);
    expect(await screen.findByText('Failed to load your requests. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('one request, as its resident sees it', () => {
  it('shows the details, the photos with their words, and the history', async () => {
    await open('member', '/dashboard/maintenance/mr-1');
    expect(await screen.findByRole('img', { name: 'Photo 1 of 2 of Kitchen tap leaking' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 2 of 2 of Kitchen tap leaking' })).toBeInTheDocument();
    const history = within(screen.getByRole('list', { name: 'History' }));
    expect(history.getAllByRole('listitem').map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Nadia Rahman reported the problem',
      'Farhan Ali (building admin) started work',
      'Farhan Ali (building admin) commented',
      'Farhan Ali (building admin) marked it resolved',
    ]);
    expect(history.getByText('A plumber comes at 3 pm today.')).toBeInTheDocument();
  });

  it('closes with a star rating chosen by keyboard', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance/mr-1');
    const close = within(await screen.findByRole('form', { name: 'Is it fixed?' }));
    const stars = within(close.getByRole('group', { name: 'How well was it fixed? (optional)' }));
    await user.click(stars.getByRole('radio', { name: '2 stars' }));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(stars.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(stars.getByRole('radio', { name: '4 stars' })).toHaveFocus();
    expect(close.getByText('4 of 5 stars')).toBeInTheDocument();
    await user.click(close.getByRole('button', { name: 'Close request' }));
    expect(await screen.findByText('Request closed with 4 of 5 stars. Thank you!')).toBeInTheDocument();
    expect(sent).toEqual(['POST /api/maintenance/mr-1/close application/json {"rating":4}']);
  });

  it('shows a refusal to close where it was asked', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance/mr-1', closeRefused);
    const close = within(await screen.findByRole('form', { name: 'Is it fixed?' }));
    await user.click(close.getByRole('button', { name: 'Close request' }));
    expect(await close.findByRole('alert')).toHaveTextContent(
      'This request is not resolved yet, so it cannot be closed.',
    );
  });

  it('reopens with an optional reason, within its window', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance/mr-1');
    const reopen = within(await screen.findByRole('form', { name: 'The problem is back?' }));
    expect(reopen.getByText('You can reopen it until 11 Nov 2026.')).toBeInTheDocument();
    await user.click(reopen.getByRole('button', { name: 'Reopen request' }));
    expect(await screen.findByText('Request reopened: the building will look at it again')).toBeInTheDocument();
    expect(sent).toEqual(['POST /api/maintenance/mr-1/reopen application/json {}']);
  });

  it('comments: an empty one is named before sending; a refused one keeps its text; a sent one clears', async () => {
    const user = userEvent.setup();
    await open('member', '/dashboard/maintenance/mr-1', commentRefused);
    const comment = within(await screen.findByRole('form', { name: 'Add a comment' }));
    await user.click(comment.getByRole('button', { name: 'Send comment' }));
    expect(comment.getByLabelText('Comment')).toHaveAccessibleDescription(/A comment must be 1 to 2,000 characters/);
    expect(sent).toEqual([]);

    await user.type(comment.getByLabelText('Comment'), '  Still dripping  ');
    await user.click(comment.getByRole('button', { name: 'Send comment' }));
    expect(await comment.findByRole('alert')).toHaveTextContent(
      'This request is closed, so it takes no more comments.',
    );
    expect(comment.getByLabelText('Comment')).toHaveValue('  Still dripping  ');

    server.use(...residentChanges);
    await user.click(comment.getByRole('button', { name: 'Send comment' }));
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(comment.getByLabelText('Comment')).toHaveValue('');
    expect(sent).toEqual([
      'POST /api/maintenance/mr-1/comments application/json {"text":"Still dripping"}',
      'POST /api/maintenance/mr-1/comments application/json {"text":"Still dripping"}',
    ]);
  });
});

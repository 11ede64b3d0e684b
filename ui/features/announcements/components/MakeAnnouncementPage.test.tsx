import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { http, HttpResponse } from 'msw';
import toast from 'react-hot-toast';
import type { AnnouncementDto } from '@contract/announcements';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { announcements } from '@/lib/mocks/dashboard-fixtures.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';

const server = mockApi();
afterEach(() => {
  act(() => toast.remove());
});

/** The admin's list as a store: what the screen sends changes what it reads next. */
function store(list: AnnouncementDto[] = announcements.map((a) => ({ ...a }))) {
  const sent: { method: string; url: string; body: unknown }[] = [];
  return {
    sent,
    handlers: [
      http.get('/api/admin/announcements', () => HttpResponse.json(list)),
      http.put('/api/admin/announcements/:id', async ({ request, params }) => {
        const body = (await request.json()) as { title: string; description: string; version: number };
        sent.push({ method: 'PUT', url: request.url, body });
        const i = list.findIndex((a) => a._id === params.id);
        list[i] = { ...list[i]!, ...body, version: body.version + 1, editedAt: '2026-11-20T08:00:00.000Z' };
        return HttpResponse.json(list[i]);
      }),
      http.delete('/api/admin/announcements/:id', ({ request, params }) => {
        sent.push({ method: 'DELETE', url: request.url, body: null });
        list.splice(
          list.findIndex((a) => a._id === params.id),
          1,
        );
        return HttpResponse.json({ message: 'Announcement deleted' });
      }),
    ],
  };
}

const posted = () => within(screen.getByRole('region', { name: 'Posted announcements' }));

describe('make announcement screen', () => {
  it('names both empty fields at once, in a summary that takes focus, and sends nothing', async () => {
    const s = store();
    server.use(...s.handlers, ...mock.happy('admin'));
    renderDashboard('/dashboard/make-announcement');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Post Announcement' }));
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    await user.click(within(summary).getByRole('link', { name: 'Enter a title of up to 150 characters' }));
    expect(screen.getAllByLabelText(/^Title/)[0]).toHaveFocus();
    expect(s.sent).toEqual([]);
  });

  it('shows the server’s words beside the field it refused', async () => {
    server.use(
      http.post('/api/admin/announcements', () =>
        HttpResponse.json(
          {
            message: 'Enter a title of up to 150 characters',
            code: 'VALIDATION.INVALID_INPUT',
            requestId: 'r1',
            fields: { title: 'Enter a title of up to 150 characters' },
          },
          { status: 400 },
        ),
      ),
      ...store().handlers,
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/make-announcement');
    const user = userEvent.setup();
    const title = (await screen.findAllByLabelText(/^Title/))[0]!;
    await user.type(title, 'x'.repeat(20));
    await user.type(screen.getAllByLabelText(/^Description/)[0]!, 'words');
    await user.click(screen.getByRole('button', { name: 'Post Announcement' }));
    expect(await screen.findByRole('link', { name: 'Enter a title of up to 150 characters' })).toBeVisible();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/titles? must/)).toBeNull();
  });

  it('edits an announcement in place over the version read, and says so', async () => {
    const s = store();
    server.use(...s.handlers, ...mock.happy('admin'));
    renderDashboard('/dashboard/make-announcement', <AppToaster />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit "Lift maintenance on Saturday"' }));
    const editor = within(screen.getByRole('region', { name: 'Edit "Lift maintenance on Saturday"' }));
    await user.clear(editor.getByLabelText(/^Description/));
    await user.type(editor.getByLabelText(/^Description/), 'The east lift stops on Sunday instead.');
    await user.click(editor.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('"Lift maintenance on Saturday" is updated for every resident')).toBeInTheDocument();
    expect(s.sent).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/api\/admin\/announcements\/an-1$/),
        body: {
          title: 'Lift maintenance on Saturday',
          description: 'The east lift stops on Sunday instead.',
          version: 1,
        },
      },
    ]);
    expect(await posted().findByText('The east lift stops on Sunday instead.')).toBeInTheDocument();
  });

  it('asks before deleting, then the announcement is gone with a message that names it', async () => {
    const s = store();
    server.use(...s.handlers, ...mock.happy('admin'));
    renderDashboard('/dashboard/make-announcement', <AppToaster />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete "Rooftop garden open again"' }));
    const dialog = within(document.querySelector<HTMLElement>('dialog[open]')!);
    expect(
      dialog.getByText('Delete "Rooftop garden open again"? Residents will no longer see it.'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('"Rooftop garden open again" is deleted; residents no longer see it'),
    ).toBeInTheDocument();
    expect(s.sent.map((r) => r.url)).toEqual([expect.stringMatching(/an-2\?version=0$/)]);
    await expect.poll(() => posted().queryByText('Rooftop garden open again')).toBeNull();
  });

  it('keeps the words and says why when another admin changed the announcement meanwhile', async () => {
    server.use(
      http.put('/api/admin/announcements/:id', () =>
        HttpResponse.json(
          {
            message:
              'Another admin changed this announcement after you opened it; look at it again before you change it',
            code: 'ANNOUNCEMENT.CHANGED',
            requestId: 'r2',
          },
          { status: 409 },
        ),
      ),
      ...store().handlers,
      ...mock.happy('admin'),
    );
    renderDashboard('/dashboard/make-announcement', <AppToaster />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit "Lift maintenance on Saturday"' }));
    const editor = within(screen.getByRole('region', { name: 'Edit "Lift maintenance on Saturday"' }));
    await user.type(editor.getByLabelText(/^Title/), ' (moved)');
    await user.click(editor.getByRole('button', { name: 'Save changes' }));
    expect(await editor.findByRole('alert')).toHaveTextContent(/Another admin changed this announcement/);
    expect(editor.getByLabelText(/^Title/)).toHaveValue('Lift maintenance on Saturday (moved)');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import toast from 'react-hot-toast';
import { AppToaster } from '@/components/ui/AppToaster.tsx';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { inbox, inboxFailing, manyNotifications, markReadFailing } from '../mocks/handlers.ts';

const server = mockApi();
/** What the screen asked of the inbox: each list query string, and each body sent to mark read. */
const lists: string[] = [];
const marks: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname === '/api/notifications') lists.push(url.search);
  if (url.pathname === '/api/notifications/read') marks.push(await request.clone().json());
});
afterEach(() => {
  vi.useRealTimers();
  toast.remove();
  lists.length = 0;
  marks.length = 0;
});

/** The screen in the dashboard, whose header carries the bell, sharing one query cache as in the app. */
const open = () => renderDashboard('/dashboard/notifications', <AppToaster />);
const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByRole('listitem');
const item = (subject: string) => within(items().find((li) => li.textContent?.includes(subject))!);

describe('Notifications screen', () => {
  it('shows each notification with its time, its lines and its link, the unread ones marked in words', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T05:05:00.000Z') });
    server.use(...inbox(), ...mock.happy('member'));
    open();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(items()).toHaveLength(3);
    const reminder = item('Rent for December 2026 is due on the 5th');
    expect(reminder.getByText('Unread')).toBeInTheDocument();
    expect(reminder.getByText('14,500৳ for Block B, floor 3, B302.')).toBeInTheDocument();
    expect(reminder.getByRole('link', { name: 'Rent for December 2026 is due on the 5th' })).toHaveAttribute(
      'href',
      '/dashboard/make-payment',
    );
    // Two hours on, the reminder reads as two hours ago, the exact moment kept in its title and datetime.
    const time = reminder.getByText('2 hours ago');
    expect(time.closest('time')).toHaveAttribute('datetime', '2026-11-24T03:05:00.000Z');
    expect(time).toHaveAttribute('title', expect.stringContaining('24 Nov 2026'));
    // Past a week, the date itself.
    expect(item('Welcome home').getByText(/5 Nov 2026/)).toBeInTheDocument();
    const welcome = item('Welcome home');
    expect(welcome.queryByText('Unread')).toBeNull();
    expect(welcome.queryByRole('button', { name: /Mark as read/ })).toBeNull();
  });

  it('marks one read: sends its id, and the screen and the bell both count one fewer', async () => {
    server.use(...inbox(), ...mock.happy('member'));
    open();
    expect(await screen.findByText('2 unread')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    await userEvent.click(
      item('Lift maintenance on Saturday').getByRole('button', { name: 'Mark as read: Lift maintenance on Saturday' }),
    );
    expect(await screen.findByText('1 unread')).toBeInTheDocument();
    expect(marks).toEqual([{ ids: ['n-2'] }]);
    expect(item('Lift maintenance on Saturday').queryByText('Unread')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read with { all: true }; then nothing is unread and the button goes', async () => {
    server.use(...inbox(), ...mock.happy('member'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All read')).toBeInTheDocument();
    expect(marks).toEqual([{ all: true }]);
    expect(screen.queryByText('Unread')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    // The bell is named plainly now, like the side menu's item.
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Notifications' })).toHaveLength(2));
  });

  it('opening a notification marks it read', async () => {
    server.use(...inbox(), ...mock.happy('member'));
    open();
    await userEvent.click(await screen.findByRole('link', { name: 'Lift maintenance on Saturday' }));
    expect(await screen.findByRole('heading', { name: 'Announcements', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(marks).toEqual([{ ids: ['n-2'] }]));
    expect(await screen.findByRole('link', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('loads older notifications with the next cursor of the page before', async () => {
    server.use(...inbox(manyNotifications), ...mock.happy('member'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Load older' }));
    await waitFor(() => expect(items()).toHaveLength(25));
    expect(lists).toEqual(['?limit=20', `?limit=20&before=${encodeURIComponent(btoa('after-20'))}`]);
    expect(screen.queryByRole('button', { name: 'Load older' })).toBeNull();
  });

  it('says so in a toast when marking fails, and keeps the notification unread', async () => {
    server.use(markReadFailing, ...inbox(), ...mock.happy('member'));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Could not mark as read: Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByText('2 unread')).toBeInTheDocument();
  });

  it('shows the empty and the failed states', async () => {
    server.use(...inbox([]), ...mock.happy('user'));
    open();
    expect(await screen.findByText(/^No notifications yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    cleanup();
    server.use(inboxFailing, ...mock.happy('user'));
    open();
    expect(await screen.findByText('Failed to load your notifications. Please try again.')).toBeInTheDocument();
  });
});

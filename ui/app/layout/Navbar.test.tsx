import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { mockApi } from '@/test-support/api-mock.ts';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { unreadCountHandler } from '@/lib/mocks/handlers.ts';
import { renderScreen } from '@/test-support/render-app.tsx';
import { SAMPLE_USER } from '@/test-support/StaticAuthProvider.tsx';
import { Navbar } from './Navbar.tsx';

const server = mockApi();
const asked: string[] = [];
server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
afterEach(() => {
  asked.length = 0;
});

const signedIn: AuthState = { status: 'signedIn', user: SAMPLE_USER };
const navbar = (auth: AuthState) =>
  renderScreen(<Navbar title="Lakeview Residency" auth={auth} onLogout={() => {}} />, { auth });

describe('the navbar bell', () => {
  it('shows a signed-in person their unread count, named for screen readers, linking to Notifications', async () => {
    server.use(unreadCountHandler(3));
    navbar(signedIn);
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/dashboard/notifications');
    expect(bell).toHaveTextContent(/^3$/);
  });

  it('caps the badge at 99+ and shows none for nothing unread', async () => {
    server.use(unreadCountHandler(120));
    navbar(signedIn);
    expect(await screen.findByRole('link', { name: 'Notifications, 120 unread' })).toHaveTextContent(/^99\+$/);
    cleanup();
    server.use(unreadCountHandler(0));
    navbar(signedIn);
    await screen.findByRole('link', { name: 'Notifications' });
    expect(asked.filter((path) => path === '/api/notifications/unread-count')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Notifications' })).toHaveTextContent(/^$/);
  });

  it('is not there for a guest or while sign-in is being checked, and nothing is asked', async () => {
    navbar({ status: 'signedOut' });
    expect(await screen.findAllByRole('link', { name: 'Login' })).not.toHaveLength(0);
    cleanup();
    navbar({ status: 'loading' });
    expect(screen.getByRole('status', { name: 'Checking sign-in' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).toBeNull();
    expect(asked).toEqual([]);
  });
});

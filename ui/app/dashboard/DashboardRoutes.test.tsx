import { describe, expect, it, vi } from 'vitest';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '@/test-support/api-mock.ts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, useBlocker, type RouteObject } from 'react-router-dom';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { buildingHandler } from '@/lib/mocks/handlers.ts';
import { renderDashboard, testConfig } from '@/test-support/render-dashboard.tsx';
import { SAMPLE_USER, StaticAuthProvider } from '@/test-support/StaticAuthProvider.tsx';
import type { AuthState } from '@/lib/auth/auth-context.ts';
import { ConfigValue } from '@/lib/config/config-context.tsx';
import { LocaleProvider } from '@/lib/i18n/intl.tsx';
import { en } from '@/i18n/en/index.ts';
import { routes } from '../router.tsx';

// The home page's code arrives only when a test says so, as it may on a slow network.
const homePage = vi.hoisted(() => {
  let arrives = () => {};
  const arrived = new Promise<void>((resolve) => (arrives = () => resolve()));
  return { arrived, arrives: () => arrives() };
});
vi.mock('@/features/home/components/HomePage.tsx', async () => {
  await homePage.arrived;
  return { default: () => <p>home page</p> };
});

const server = mockApi();

const menu = async () => within(await screen.findByRole('navigation', { name: 'Dashboard' }));
const menuLabels = async () => (await menu()).getAllByRole('link').map((a) => a.textContent);

describe('dashboard layout and route guard', () => {
  it('sends /dashboard to the admin profile for an admin, and highlights it in red', async () => {
    server.use(...mock.happy('admin'));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Admin Profile', level: 1 })).toBeInTheDocument();
    expect((await menu()).getByRole('link', { name: 'Admin Profile' })).toHaveClass('bg-red-700');
    expect(await menuLabels()).toEqual([
      'Admin Profile',
      'Visitor Log',
      'Parcels',
      'Notifications',
      'Agreement Requests',
      'Manage Members',
      'Manage Apartments',
      'Maintenance Board',
      'Parking Spaces',
      'Staff',
      'Common Spaces',
      'Building',
      'Make Announcement',
      'Manage Coupons',
      'Rent Collection',
      'Arrears',
      'Books',
      'Payment Reports',
      'Charges',
      'Late Fees',
      'Audit Log',
      'Email Delivery',
      'Back to Home',
    ]);
  });

  it('sends /dashboard to My Profile for a member, with the payment items and a green highlight', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard');
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect((await menu()).getByRole('link', { name: 'My Profile' })).toHaveClass('bg-green-700');
    expect(await menuLabels()).toEqual([
      'My Profile',
      'Announcements',
      'Maintenance',
      'My Visitors',
      'My Parcels',
      'Make Payment',
      'My Account',
      'Payment History',
      'Book a Space',
      'Notifications',
      'Back to Home',
    ]);
  });

  it('offers the language switch in its header and in the menu on a phone, and turns the dashboard into Bangla', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/my-profile');
    await menu();
    const switches = screen.getAllByRole('button', { name: 'Change language: বাংলা' });
    // One in the header (from a tablet up), one in the menu (a phone's).
    expect(switches.map((b) => b.closest('header, nav')?.tagName)).toEqual(['HEADER', 'NAV']);
    await userEvent.click(switches[0]!);
    expect(await screen.findByRole('heading', { name: 'আমার প্রোফাইল', level: 1 })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'ড্যাশবোর্ড' })).getByRole('link', { name: 'ভাড়া পরিশোধ' }),
    ).toBeInTheDocument();
  });

  it('shows Loading dashboard... while the role is unknown', async () => {
    server.use(mock.pending('get', '/api/users/role'), buildingHandler());
    renderDashboard('/dashboard/my-profile');
    expect(await screen.findByText('Loading dashboard...')).toBeInTheDocument();
  });

  it('tells a signed-in user who opens an admin page that it is for admins, and where to go', async () => {
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/manage-members');
    expect(
      await screen.findByRole('heading', { name: "This page is for the building's admins", level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go to my dashboard' }));
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
  });

  it('tells a signed-in user who opens Make Payment what members are, and offers the apartments', async () => {
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/make-payment');
    expect(await screen.findByRole('heading', { name: 'This page is for members', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/once your request is accepted, you pay rent here/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse apartments' })).toHaveAttribute('href', '/apartments');
  });

  it('tells a member who opens an admin page that it is for admins', async () => {
    server.use(...mock.happy('member'));
    renderDashboard('/dashboard/audit-log');
    expect(
      await screen.findByRole('heading', { name: "This page is for the building's admins", level: 1 }),
    ).toBeInTheDocument();
  });

  it('falls back to the user menu when the role fetch fails, while the guard still denies the page', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    // A 4xx is not retried, so the failure shows at once.
    server.use(mock.failing('get', '/api/users/role', 403), ...mock.happy('user'));
    renderDashboard('/dashboard/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(await menuLabels()).toEqual(['My Profile', 'Announcements', 'Maintenance', 'Notifications', 'Back to Home']);
    expect(log).toHaveBeenCalledWith('Failed to fetch role', expect.anything());

    await userEvent.click((await menu()).getByRole('link', { name: 'My Profile' }));
    // Not a logout: the failure, said as one, with a way to try again.
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check what your account may open');
    server.resetHandlers(...mock.happy('user'));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    log.mockRestore();
  });

  it('logs out to the home page', async () => {
    server.use(...mock.happy('user'));
    renderDashboard('/dashboard/my-profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
  });

  /** The dashboard as the app mounts it, for a member whose sign-out changes what the identity service says. */
  function renderSigningOut(outer: RouteObject[] = routes) {
    function SignsOut({ children }: { children: ReactNode }) {
      const [state, setState] = useState<AuthState>({ status: 'signedIn', user: SAMPLE_USER });
      const overrides = { logout: async () => setState({ status: 'signedOut' }) };
      return (
        <StaticAuthProvider state={state} overrides={overrides}>
          {children}
        </StaticAuthProvider>
      );
    }
    // The app's own route table in a data router, as the app mounts it.
    const router = createMemoryRouter(outer, { initialEntries: ['/dashboard/my-profile'] });
    render(
      <LocaleProvider initial="en" messages={en}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ConfigValue config={testConfig}>
            <SignsOut>
              <RouterProvider router={router} />
            </SignsOut>
          </ConfigValue>
        </QueryClientProvider>
      </LocaleProvider>,
    );
    return router;
  }

  it("logs out to the home page even when the sign-out lands before the home page's code", async () => {
    server.use(...mock.happy('user'), buildingHandler());
    const router = renderSigningOut();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull());
    homePage.arrives();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('logs out to the home page, not to the login form, when the sign-out lands while the dashboard is still there', async () => {
    server.use(...mock.happy('user'), buildingHandler());
    // The first way out of the dashboard does not land (as when a page the app took over keeps the dashboard a moment
    // longer): the sign-out then finds the dashboard still drawn.
    function FirstLeaveHeld() {
      const held = useRef(false);
      const blocker = useBlocker(() => !held.current && (held.current = true));
      useEffect(() => {
        if (blocker.state === 'blocked') blocker.reset();
      }, [blocker]);
      return <Outlet />;
    }
    const router = renderSigningOut([{ element: <FirstLeaveHeld />, children: routes }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    homePage.arrives();
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

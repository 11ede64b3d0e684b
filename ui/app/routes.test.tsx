import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router-dom';
import type { Role } from '@contract/identity';
import { SideMenu } from './dashboard/SideMenu.tsx';
import { DASHBOARD_SCREENS } from './routes.tsx';
import { homePathFor, menuFor, opensFor } from './dashboard/screens.ts';

const ROLES: readonly Role[] = ['user', 'member', 'admin', 'staff'];

afterEach(cleanup);

/** The declared screens a dashboard link opens. */
const screensAt = (to: string) => DASHBOARD_SCREENS.filter(({ path }) => matchPath(`/dashboard/${path}`, to));

/** The links the side menu shows a role, without the Back to Home link every role gets. */
function renderedMenu(role: Role) {
  render(
    <MemoryRouter>
      <SideMenu role={role} onLogout={() => {}} />
    </MemoryRouter>,
  );
  const links = within(screen.getByRole('navigation', { name: 'Dashboard' })).getAllByRole('link');
  return links
    .filter((a) => a.getAttribute('href') !== '/')
    .map((a) => ({ to: a.getAttribute('href')!, label: a.textContent }));
}

describe('the dashboard route-and-menu table', () => {
  it('declares each path once', () => {
    const paths = DASHBOARD_SCREENS.map(({ path }) => path);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it('gives each screen a menu label, or marks it as not in the menu', () => {
    for (const { path, menu } of DASHBOARD_SCREENS) {
      expect(menu === false || menu.trim() !== '', `${path} has an empty menu label`).toBe(true);
    }
  });

  it('lets some role in to each screen', () => {
    for (const { path, allow } of DASHBOARD_SCREENS) expect(allow.length, path).toBeGreaterThan(0);
  });

  it.each(ROLES)('sends every %s menu entry to a route that lets the role in', (role) => {
    const shown = renderedMenu(role);
    expect(shown.length).toBeGreaterThan(0);
    for (const { to, label } of shown) {
      const matches = screensAt(to);
      expect(
        matches.map(({ path }) => path),
        `"${label}" (${to}) opens no single route`,
      ).toHaveLength(1);
      expect(matches[0]!.allow, `"${label}" is shown to ${role}, whose role the route refuses`).toContain(role);
    }
  });

  it.each(ROLES)('shows a %s every route in the menu it may open', (role) => {
    const shown = renderedMenu(role).map(({ to }) => to);
    for (const { path, allow, menu } of DASHBOARD_SCREENS) {
      if (menu === false || !allow.includes(role)) continue;
      expect(shown, `${path} has no menu entry for ${role}`).toContain(`/dashboard/${path}`);
    }
    expect(shown).toEqual(menuFor(role).map(({ to }) => to));
  });

  it('offers a former resident their rent account, which the routes open for them and no other user', () => {
    const former = menuFor('user', true).map(({ to }) => to);
    expect(former).toEqual(expect.arrayContaining(['/dashboard/make-payment', '/dashboard/payment-history']));
    expect(menuFor('user').map(({ to }) => to)).not.toContain('/dashboard/make-payment');
    for (const to of former) expect(opensFor(screensAt(to)[0]!, 'user', true), to).toBe(true);
    expect(opensFor(screensAt('/dashboard/make-payment')[0]!, 'user', false)).toBe(false);
    // An admin is never a former resident's menu.
    expect(menuFor('admin', true)).toEqual(menuFor('admin'));
  });

  it.each(ROLES)("takes a %s from /dashboard to a screen of the role's menu", (role) => {
    expect(menuFor(role).map(({ to }) => to)).toContain(homePathFor(role));
  });
});

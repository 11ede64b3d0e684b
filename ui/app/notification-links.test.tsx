import { describe, expect, it } from 'vitest';
import { matchPath, type RouteObject } from 'react-router-dom';
import { NOTIFICATION_LINKS } from './notification-links.ts';
import { routes } from './router.tsx';
import { DASHBOARD_SCREENS } from './routes.tsx';

/** Every path the router opens a screen at: the public pages and each dashboard screen, not the catch-alls. */
function routerPaths(): string[] {
  const walk = (list: readonly RouteObject[], base: string): string[] =>
    list.flatMap((route) => {
      if (route.path?.includes('*')) return [];
      const path = route.index ? base : route.path ? `${base}/${route.path}`.replace(/\/+/g, '/') : base;
      return [...(route.index || route.path ? [path || '/'] : []), ...walk(route.children ?? [], path)];
    });
  return [...walk(routes, ''), ...DASHBOARD_SCREENS.map(({ path }) => `/dashboard/${path}`)];
}

/** The link as a notification carries it, an id in each `:name`. */
const filled = (link: string) => link.replace(/:(\w+)/g, '7f1c9e2a');

/** A link's screen is its path; what follows `?` only says what the screen shows first. */
const opens = (link: string) => {
  const path = link.split('?')[0]!;
  return routerPaths().some((route) => matchPath(route, path) !== null);
};

describe('where notifications lead', () => {
  it.each(Object.entries(NOTIFICATION_LINKS))('a %s notification opens a screen of the router (%s)', (_, link) => {
    expect(opens(filled(link)), `${link} is no route of the router`).toBe(true);
  });

  it('counts no path the router lacks as a screen, not even through its "not found" catch-all', () => {
    expect(opens('/apartments')).toBe(true);
    expect(opens('/dashboard/receipts/42')).toBe(true);
    expect(opens('/dashboard/receipt/42')).toBe(false);
    expect(opens('/dashboard/maintenance/r1/photos')).toBe(false);
    expect(opens('/nowhere')).toBe(false);
    expect(opens('/dashboard/email-delivery?status=failed')).toBe(true);
    expect(opens('/dashboard/receipt?number=42')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { matchPath, matchRoutes } from 'react-router-dom';
import { mockApi } from '@/test-support/api-mock.ts';
import { buildingHandler } from '@/lib/mocks/handlers.ts';
import { renderScreen } from '@/test-support/render-app.tsx';
import { routes } from '../router.tsx';
import { DASHBOARD_SCREENS } from '../routes.tsx';
import { Footer } from './Footer.tsx';

mockApi(buildingHandler());
afterEach(() => vi.useRealTimers());

/** The screen a path of the app opens: a public page, a dashboard screen, or none (the catch-all Page Not Found). */
function screenAt(path: string): string | undefined {
  const matched = matchRoutes(routes, path)?.at(-1)?.route.path;
  if (matched === undefined || matched === '*') return undefined;
  if (matched !== 'dashboard/*') return matched;
  return DASHBOARD_SCREENS.find((screen) => matchPath(`/dashboard/${screen.path}`, path))?.path;
}

describe('the footer', () => {
  it('dates its copyright line in the year the page is read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'));
    renderScreen(<Footer />);
    expect(await screen.findByText(/All rights reserved\.$/)).toHaveTextContent(/^© 2027 .+\. All rights reserved\.$/);
  });

  it('leads every item to a page of the app, and names nothing that has no page', async () => {
    renderScreen(<Footer />);
    const footer = within(await screen.findByRole('contentinfo'));
    const items = footer.getAllByRole('listitem').filter((item) => !item.querySelector('a[target="_blank"]'));
    // Every item is a link: nothing in the footer reads like one and leads nowhere.
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'About us',
      'Contact',
      'Help Center',
      'Report a Problem',
    ]);
    const internal = footer
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')!)
      .filter((href) => href.startsWith('/'));
    expect(internal.length).toBe(4);
    for (const href of internal) expect(screenAt(href), href).toBeDefined();
    expect(screenAt('/privacy')).toBeUndefined();
  });
});

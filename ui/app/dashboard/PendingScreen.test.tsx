/**
 * The heading a dashboard screen shows before its code arrives is declared in the route table (the server draws it
 * into the page). Each screen's own first state must show that same heading in the same place, or the heading would
 * change or jump once the screen draws itself.
 *
 * So are a screen's first reads (`reads`), whose answers a page opened with a page session brings. Each must be one
 * the screen makes as it first draws: a path it no longer reads (or spells differently) would be answered on the
 * server for nothing, and the screen would still wait for /api.
 */
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test-support/api-mock.ts';
import { delay, http, HttpResponse } from 'msw';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { findScreenHeading, renderDashboard } from '@/test-support/render-dashboard.tsx';
import { en, type MessageId } from '@/i18n/en/index.ts';
import { bn } from '@/i18n/bn/index.ts';
import { LOCALES } from '@/lib/i18n/locales.ts';
import { ACCOUNT_PATH } from '@/lib/auth/role.ts';
import { DASHBOARD_SCREENS } from '../routes.tsx';

const server = mockApi();

/** Every request but the role's left unanswered: the screen stays in its first state. */
const waitingForData = http.all(/\/api\//, async () => {
  await delay('infinite');
  return HttpResponse.json({});
});

/** An address the screen opens: every parameter filled in (a month where it takes one). */
const addressOf = (path: string) => `/dashboard/${path.replace(/:month/g, '2026-09').replace(/:\w+/g, '7')}`;

const CATALOGUES = { en, bn };

const widthOf = (element: HTMLElement) => (element.className.includes('max-w-6xl') ? 'wide' : 'narrow');

// A screen without one names what it shows in its heading (a month's statement), or follows the building's setup (a
// card payment page titled by its gateway): the frame shows no heading for it.
// Both languages: some ids say the same in English (the menu's "Make Payment", the page's) and differ in Bangla.
const withHeading = DASHBOARD_SCREENS.flatMap((s) =>
  s.heading ? LOCALES.map((locale) => [s.path, locale, s.heading as MessageId, s.wide === true] as const) : [],
);

describe('each screen, before its data arrives', () => {
  it.each(withHeading)('%s shows the heading the table names, in %s', async (path, locale, id, wide) => {
    const allowed = DASHBOARD_SCREENS.find((s) => s.path === path)!.allow[0]!;
    server.use(mock.role(allowed), waitingForData);
    renderDashboard(addressOf(path), undefined, locale);
    const heading = await findScreenHeading();
    expect(heading).toHaveTextContent(CATALOGUES[locale][id]);
    expect(widthOf(heading.parentElement!)).toBe(wide ? 'wide' : 'narrow');
  });
});

const withReads = DASHBOARD_SCREENS.filter((s) => s.reads?.length).map((s) => [s.path, s] as const);

describe("each screen's declared first reads", () => {
  it('are declared for the screens a member opens first', () => {
    expect(withReads.map(([path]) => path)).toEqual(expect.arrayContaining(['my-profile', 'make-payment']));
  });

  it.each(withReads)('%s asks for each of them (and the account) as it first draws', async (path, screen) => {
    const asked: string[] = [];
    // The declared reads (and the role) are answered, as the page brings them; every other read is held. A read the
    // screen makes only once another's answer is in (the dues once the lease is known) is made all the same.
    const declared = new Set([ACCOUNT_PATH, ...screen.reads!]);
    const recording = http.get(/\/api\//, async ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.pathname + url.search);
      if (declared.has(url.pathname + url.search)) return undefined;
      await delay('infinite');
      return HttpResponse.json({});
    });
    server.use(recording, ...mock.happy(screen.allow.includes('member') ? 'member' : screen.allow[0]!));
    renderDashboard(`/dashboard/${path}`);
    await expect.poll(() => [...declared].filter((read) => !asked.includes(read))).toEqual([]);
  });
});

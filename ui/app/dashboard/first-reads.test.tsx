/**
 * A screen's first reads are declared in the route table (`reads`), so that a page opened with a page session arrives
 * with their answers. Each declared read must be one the screen makes as it first draws: a path it no longer reads
 * (or spells differently) would be answered on the server for nothing, and the screen would still wait for /api.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import * as mock from '@/lib/mocks/dashboard-handlers.ts';
import { renderDashboard } from '@/test-support/render-dashboard.tsx';
import { ACCOUNT_PATH } from '@/lib/auth/role.ts';
import { DASHBOARD_SCREENS } from '../routes.tsx';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

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

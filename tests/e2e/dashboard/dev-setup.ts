/**
 * For working on the dashboard journeys alone: the same server as the shared harness, but serving a UI built
 * into DASHBOARD_UI_DIST, so rebuilding it never swaps dist/ui under another engineer's running tests.
 * `npx vite build --outDir /tmp/lv-dash-ui && DASHBOARD_UI_DIST=/tmp/lv-dash-ui npx vitest run -c tests/e2e/dashboard/vitest.dev.config.ts`
 */
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from '../support/server.ts';

let server: RunningServer | undefined;

export async function setup(project: TestProject) {
  server = await startServer(process.env.DASHBOARD_UI_DIST ?? 'dist/ui');
  project.provide('servers', [{ url: server.url, mailUrl: server.mailUrl }]);
}

export async function teardown() {
  await server?.stop();
}

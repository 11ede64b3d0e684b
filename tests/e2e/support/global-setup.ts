/**
 * Once per e2e run: build the UI if dist/ui is missing and compile the server (the browser tests run what production
 * runs), make sure the Auth emulator answers (starting one only
 * if none does; shared accounts are never wiped), start the real server on a free port, with its mail catcher, once
 * for each worker of the run, and start the one Chromium every file connects to (each file still opens contexts of
 * its own).
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer, buildWebApp } from '../../../adapters/web-build.ts';
import type { BrowserServer } from 'playwright-core';
import { startEmulator, stopEmulator } from '../../support/emulator.ts';
import { launchShared } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';
import { E2E_WORKERS, type SharedServer } from './shared-server.ts';

export const UI_DIST = 'dist/ui';

let servers: RunningServer[] = [];
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let browser: BrowserServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(`${UI_DIST}/index.html`)) {
    buildWebApp();
  }
  buildServer();
  emulator = await startEmulator();
  const starting = launchShared();
  // The first server seeds the building's accounts into the emulator alone; the others find them there.
  servers = [await startServer(UI_DIST)];
  servers.push(...(await Promise.all(Array.from({ length: E2E_WORKERS - 1 }, () => startServer(UI_DIST)))));
  browser = await starting;
  project.provide(
    'servers',
    servers.map(({ url, mailUrl }) => ({ url, mailUrl })),
  );
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  await Promise.all(servers.map((server) => server.stop()));
  await stopEmulator(emulator);
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server for each worker (see shared-server.ts). */
    servers: SharedServer[];
    /** The run's Chromium, for playwright's `chromium.connect` (unset when a config starts none). */
    browserEndpoint?: string;
  }
}

/**
 * Once per e2e run: build the UI if dist/ui is missing and compile the server (the browser tests run what production
 * runs), make sure the Auth emulator answers (starting one only
 * if none does; shared accounts are never wiped), start the real server on a free port, with its mail catcher, and
 * start the one Chromium every file connects to (each file still opens contexts of its own).
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer, buildWebApp } from '../../../adapters/web-build.ts';
import type { BrowserServer } from 'playwright-core';
import { startEmulator, stopEmulator } from '../../support/emulator.ts';
import { launchShared } from './chromium.ts';
import { startServer, type RunningServer } from './server.ts';

export const UI_DIST = 'dist/ui';

let server: RunningServer | undefined;
let emulator: Awaited<ReturnType<typeof startEmulator>>;
let browser: BrowserServer | undefined;

export async function setup(project: TestProject) {
  if (!existsSync(`${UI_DIST}/index.html`)) {
    buildWebApp();
  }
  buildServer();
  emulator = await startEmulator();
  [server, browser] = await Promise.all([startServer(UI_DIST), launchShared()]);
  project.provide('baseUrl', server.url);
  project.provide('mailUrl', server.mailUrl);
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  await server?.stop();
  await stopEmulator(emulator);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The mail catcher the server sends its emails to (its page, and its API at /email). */
    mailUrl: string;
    /** The run's Chromium, for playwright's `chromium.connect` (unset when a config starts none). */
    browserEndpoint?: string;
  }
}

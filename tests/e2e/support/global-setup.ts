/**
 * Once per e2e run: build the UI if dist/ui is missing, make sure the Auth emulator answers (starting one only
 * if none does; shared accounts are never wiped), and start the real server on a free port, with its mail catcher.
 */
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildWebApp } from '../../../adapters/web-build.ts';
import { startEmulator, stopEmulator } from '../../support/emulator.ts';
import { startServer, type RunningServer } from './server.ts';

export const UI_DIST = 'dist/ui';

let server: RunningServer | undefined;
let emulator: Awaited<ReturnType<typeof startEmulator>>;

export async function setup(project: TestProject) {
  if (!existsSync(`${UI_DIST}/index.html`)) {
    buildWebApp();
  }
  emulator = await startEmulator();
  server = await startServer(UI_DIST);
  project.provide('baseUrl', server.url);
  project.provide('mailUrl', server.mailUrl);
}

export async function teardown() {
  await server?.stop();
  await stopEmulator(emulator);
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The mail catcher the server sends its emails to (its page, and its API at /email). */
    mailUrl: string;
  }
}

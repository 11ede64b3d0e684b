import { defineConfig } from 'vitest/config';
import { E2E_WORKERS } from './tests/e2e/support/shared-server.ts';

/**
 * Browser journeys: the real server (memory database, one for each worker), the real Auth emulator, the built UI,
 * Debian Chromium (one for the run, each file in contexts of its own).
 */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // A journey spends most of its time waiting on the page: several files at once, each worker on its own server.
    maxWorkers: E2E_WORKERS,
    // Each worker loads the test support (playwright, axe-core, the UI's message catalogues) once for every file it
    // runs; each file still opens its own contexts in the run's one Chromium (see support/chromium.ts).
    isolate: false,
    testTimeout: 60_000,
    // A polled assertion waits on the page as a person would (a screen's data arriving on a busy machine), not for
    // vitest's default second.
    expect: { poll: { timeout: 15_000 } },
    hookTimeout: 180_000,
    // Stopping the server lets requests in flight finish first.
    teardownTimeout: 30_000,
    // The shared test emulator, unless FIREBASE_AUTH_EMULATOR_HOST names another.
    env: {
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
      FIREBASE_PROJECT_ID: 'demo-residency',
    },
  },
});

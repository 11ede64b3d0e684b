import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { uiAliases } from './vite.config.ts';

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['domain/**/*.ts'],
      reporter: ['text-summary', 'text'],
      // The domain is where the rules live: every branch of it is exercised, and stays so.
      thresholds: { 'domain/**/*.ts': { branches: 100, functions: 100, lines: 100, statements: 100 } },
    },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/domain/**/*.test.ts', 'tests/application/**/*.test.ts'],
          environment: 'node',
          // Plain functions over in-memory fakes each file makes for itself: the worker loads the domain and the use
          // cases once for every file instead of once a file (most of the project's time went to loading them).
          isolate: false,
        },
      },
      {
        test: {
          name: 'server',
          include: ['tests/adapters/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: [
            'tests/support/emulator-setup.ts',
            'tests/support/compiled-server-setup.ts',
            'tests/security/support/print-figures.ts',
          ],
          // A file spends most of its time waiting (on the emulator, PostgreSQL, servers and CLIs it starts as real
          // processes), so two run at once even on two cores. Each worker loads the server's modules once for all its
          // files, instead of once a file (which took longer than most files' tests): every file still builds its own
          // server, stores and emulator accounts, and puts back any spy or environment variable it changes.
          maxWorkers: 2,
          isolate: false,
          // The shared test emulator, unless FIREBASE_AUTH_EMULATOR_HOST names another.
          env: {
            FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099',
            FIREBASE_PROJECT_ID: 'demo-residency',
          },
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias: uiAliases },
        test: {
          name: 'ui',
          include: ['ui/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/support/ui-setup.ts'],
          // A budget for a loaded machine, never a speed check.
          testTimeout: 20_000,
          // Two at once, so that both cores of a two-core machine work: left to itself, vitest runs one file at a
          // time there (a worker for each core but one).
          maxWorkers: 2,
          // A worker loads React, the app's modules and the page once for all its files instead of once a file (a
          // third of the project's time went to that); the setup file starts each file as a fresh page would.
          isolate: false,
        },
      },
    ],
  },
});

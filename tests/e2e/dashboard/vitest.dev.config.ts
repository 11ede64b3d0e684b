import { defineConfig } from 'vitest/config';

/** The dashboard journeys on their own (see dev-setup.ts); `npm test` runs them through vitest.e2e.config.ts. */
export default defineConfig({
  test: {
    name: 'e2e-dashboard',
    include: ['tests/e2e/dashboard-*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/dashboard/dev-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', FIREBASE_PROJECT_ID: 'demo-residency' },
  },
});

/**
 * Once per server test run: compile the server, so that the processes the tests start run what production runs, and
 * the test instance (tests/reliability/support/instance.ts), so that each of the many instances the tests start loads
 * plain JavaScript instead of compiling the sources again. Test files find the compiled instance through
 * TEST_INSTANCE_ENTRY (a run without this setup, such as the load test, starts it from its sources).
 */
import { buildSync } from 'esbuild';
import { buildServer } from '../../adapters/web-build.ts';

export const COMPILED_INSTANCE = 'dist/test-support/instance.js';

export function setup() {
  buildServer();
  buildSync({
    entryPoints: { instance: 'tests/reliability/support/instance.ts' },
    outdir: 'dist/test-support',
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
  process.env.TEST_INSTANCE_ENTRY = COMPILED_INSTANCE;
}

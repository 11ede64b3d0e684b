/**
 * `npm start` and `npm run cli` go through adapters/launch.mjs: the compiled server once `npm run build` made it, the
 * sources through tsx before that or once a source is edited after it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const BUILT_CLI = 'dist/server/cli.js';
const STALE_NOTICE = 'The compiled server is older than the sources';
const build = () => execFileSync('npm', ['run', '--silent', 'build:server'], { stdio: 'pipe' });
const launchCli = (...args: string[]) =>
  run(process.execPath, ['adapters/launch.mjs', 'cli', ...args], { env: { ...process.env, LOG_LEVEL: 'silent' } });

describe('the launcher', { timeout: 90_000 }, () => {
  beforeAll(() => {
    build();
    // A line only the compiled file prints (first, as the command line may exit once it has answered), so that the
    // test sees which of the two ran.
    writeFileSync(BUILT_CLI, `console.log('ran the compiled command line');\n${readFileSync(BUILT_CLI, 'utf8')}`);
  });
  afterAll(build);

  it('runs the compiled command line when it is newer than every source, with its own arguments', async () => {
    const { stdout, stderr } = await launchCli('--help');
    expect(stdout).toContain('ran the compiled command line');
    expect(stdout).toContain('create-admin');
    expect(stderr).not.toContain(STALE_NOTICE);
  });

  it('runs the sources, and says why, when a source changed after the build', async () => {
    const longAgo = new Date('2020-01-01T00:00:00Z');
    utimesSync(BUILT_CLI, longAgo, longAgo);
    const { stdout, stderr } = await launchCli('--help');
    expect(stdout).not.toContain('ran the compiled command line');
    expect(stdout).toContain('create-admin');
    expect(stderr).toContain(`${STALE_NOTICE}: running the sources (npm run build compiles them)`);
  });
});

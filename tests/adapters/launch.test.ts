/**
 * `npm start` and `npm run cli` go through adapters/launch.mjs: the compiled server once `npm run build` made it, the
 * sources through tsx before that or once a source is edited after it. Tried on a throw-away tree of the same shape
 * (the launcher, a compiled file and a source that each say which ran), so the project's own build is never touched.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const STALE_NOTICE = 'The compiled server is older than the sources: running the sources (npm run build compiles them)';
const tree = mkdtempSync(join(tmpdir(), 'residency-launch-'));
const at = (...parts: string[]) => join(tree, ...parts);
const longAgo = new Date('2020-01-01T00:00:00Z');
const later = new Date('2021-01-01T00:00:00Z');

for (const folder of ['domain', 'application', 'adapters/cli', 'dist/server'])
  mkdirSync(at(folder), { recursive: true });
copyFileSync('adapters/launch.mjs', at('adapters/launch.mjs'));
symlinkSync(resolve('node_modules'), at('node_modules'));
writeFileSync(at('package.json'), JSON.stringify({ type: 'module' }));
/** A module that prints which one it is and the arguments it was given. */
const says = (what: string) => `console.log(${what}, JSON.stringify(process.argv.slice(2)));\n`;
// The sources are TypeScript (a typed constant): only tsx runs them.
writeFileSync(at('adapters/main.ts'), `const from: string = 'sources';\n${says("'server from ' + from")}`);
writeFileSync(at('adapters/cli/cli.ts'), `const from: string = 'sources';\n${says("'cli from ' + from")}`);
writeFileSync(at('domain/rule.ts'), 'export const rule = 1;\n');
writeFileSync(at('dist/server/main.js'), says("'server from the build'"));
writeFileSync(at('dist/server/cli.js'), says("'cli from the build'"));

const launch = (...args: string[]) => run(process.execPath, [at('adapters/launch.mjs'), ...args]);
const sourcesFrom = (time: Date) => {
  for (const file of ['adapters/main.ts', 'adapters/cli/cli.ts', 'domain/rule.ts']) utimesSync(at(file), time, time);
};
const builtAt = (time: Date) => {
  for (const file of ['dist/server/main.js', 'dist/server/cli.js']) utimesSync(at(file), time, time);
};

afterAll(() => rmSync(tree, { recursive: true, force: true }));

describe('the launcher', { timeout: 60_000 }, () => {
  beforeEach(() => sourcesFrom(longAgo));

  it('runs the compiled server, or the command line with its own arguments, when the build is newer than every source', async () => {
    builtAt(later);
    expect(await launch()).toEqual({ stdout: 'server from the build []\n', stderr: '' });
    expect(await launch('cli', 'migrate', '--dry')).toEqual({
      stdout: 'cli from the build ["migrate","--dry"]\n',
      stderr: '',
    });
  });

  it('runs the sources, and says why, when any source changed after the build', async () => {
    builtAt(later);
    const edited = new Date('2022-01-01T00:00:00Z');
    utimesSync(at('domain/rule.ts'), edited, edited);
    expect(await launch('cli', 'backup', 'x')).toEqual({
      stdout: 'cli from sources ["backup","x"]\n',
      stderr: `${STALE_NOTICE}.\n`,
    });
  });

  it('runs the sources, quietly, before anything is built', async () => {
    rmSync(at('dist/server/main.js'));
    expect(await launch()).toEqual({ stdout: 'server from sources []\n', stderr: '' });
  });
});

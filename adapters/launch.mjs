// Starts the server (or, with `cli` as the first argument, the command line): the compiled JavaScript in
// dist/server when `npm run build` made it and no source has changed since, otherwise the TypeScript sources through
// tsx, so that a fresh clone runs with no build step and an edited tree never runs yesterday's build.
// Plain JavaScript, because it must run before anything is compiled.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = join(import.meta.dirname, '..');
const ENTRIES = { main: 'adapters/main.ts', cli: 'adapters/cli/cli.ts' };
const SOURCES = ['domain', 'application', 'adapters'];

const which = process.argv[2] === 'cli' ? 'cli' : 'main';
if (which === 'cli') process.argv.splice(2, 1);

/** The newest modification time of any TypeScript source the server is built from. */
function newestSource() {
  let newest = 0;
  for (const folder of SOURCES) {
    for (const file of readdirSync(join(root, folder), { recursive: true })) {
      if (typeof file === 'string' && file.endsWith('.ts'))
        newest = Math.max(newest, statSync(join(root, folder, file)).mtimeMs);
    }
  }
  return newest;
}

const built = join(root, 'dist', 'server', `${which}.js`);
const fresh = existsSync(built) && statSync(built).mtimeMs >= newestSource();
if (fresh) {
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(built).href);
} else {
  if (existsSync(built))
    process.stderr.write(
      'The compiled server is older than the sources: running the sources (npm run build compiles them).\n',
    );
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, ENTRIES[which])).href);
}

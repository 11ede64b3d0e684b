/**
 * The node flags `npm start` runs the server with (package.json's start script, the words between `node` and
 * `--import`), so that the benchmark and the load test measure the server as it runs for real.
 */
import { readFileSync } from 'node:fs';

export function startNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const end = words.indexOf('--import');
  return words[0] === 'node' && end > 0 ? words.slice(1, end) : [];
}

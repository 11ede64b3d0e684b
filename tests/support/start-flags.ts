/**
 * The node flags `npm start` runs the server with (package.json's start script, the words between `node` and the
 * script it runs), so that the benchmark, the load test and the browser tests run the server as it runs for real.
 */
import { readFileSync } from 'node:fs';

export function startNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: { start: string };
  };
  const words = pkg.scripts.start.trim().split(/\s+/);
  const script = words.findIndex((word, i) => i > 0 && !word.startsWith('-'));
  return words[0] === 'node' && script > 0 ? words.slice(1, script) : [];
}

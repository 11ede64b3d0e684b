/**
 * The whole run's figures as one table. Run it after the suite (`npx tsx tests/security/support/print-figures.ts`),
 * or list this file under the server project's globalSetup: setup() clears the last run's figures, teardown()
 * prints this run's once every file has finished.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { FIGURES_DIR, table, type Figure } from './figures.ts';

export function setup() {
  rmSync(FIGURES_DIR, { recursive: true, force: true });
}

export function teardown() {
  const files = existsSync(FIGURES_DIR)
    ? readdirSync(FIGURES_DIR)
        .filter((f) => f.endsWith('.json'))
        .sort()
    : [];
  const rows = files.flatMap((f) => JSON.parse(readFileSync(join(FIGURES_DIR, f), 'utf8')) as Figure[]);
  if (rows.length) console.log(`\n${table('figures (whole run)', rows)}\n`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) teardown();

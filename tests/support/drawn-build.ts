/**
 * A build of the web app in a temporary folder, as the server reads one: `ui/` with a bare page and no hints, and
 * beside it `ui-ssr/entry-server.js`, the server drawing, given as the module's source (a stand-in for the real one).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DrawnBuild {
  /** The web app's folder (what `UI_DIST` names). */
  readonly ui: string;
  remove(): void;
}

export function drawnBuild(drawer: string): DrawnBuild {
  const dir = mkdtempSync(join(tmpdir(), 'residency-drawn-'));
  mkdirSync(join(dir, 'ui'));
  mkdirSync(join(dir, 'ui-ssr'));
  writeFileSync(
    join(dir, 'ui', 'index.html'),
    '<!doctype html><html lang="en"><head><title>Lakeview</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dir, 'ui', 'page-hints.json'), '{}');
  writeFileSync(join(dir, 'ui-ssr', 'entry-server.js'), drawer);
  return { ui: join(dir, 'ui'), remove: () => rmSync(dir, { recursive: true, force: true }) };
}

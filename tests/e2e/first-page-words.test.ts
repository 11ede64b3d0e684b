/**
 * The words the first page carries (ui/i18n/<language>/public.ts) against the code that can draw before the signed-in
 * screens' words have loaded: every message id that code names, whole or as the start of the ids it completes
 * (`status.${…}`), must be in the public part, or a guest would read an id where a word belongs. Read from the build
 * the browser tests run (dist/ui and its manifest): the chunks the entry reaches, short of the catalogues themselves
 * and of the pages that load with the signed-in words (`signedInPage` in ui/app/router.tsx).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { signedInWords } from '../../ui/i18n/en/signed-in.ts';
import { UI_DIST } from './support/global-setup.ts';

interface ManifestEntry {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

const manifest = JSON.parse(readFileSync(`${UI_DIST}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestEntry>;
const SIGNED_IN_IDS = Object.keys(signedInWords);

/** The pages router.tsx loads together with the signed-in words, as the manifest names their modules. */
function signedInPages(): string[] {
  const router = readFileSync('ui/app/router.tsx', 'utf8');
  return [...router.matchAll(/signedInPage\(\(\) => import\('([^']+)'\)\)/g)].map(([, path]) =>
    path!.replace(/^@\//, '').replace(/^\.\//, 'app/'),
  );
}

/** Every manifest entry the first page can reach without passing through `stops`. */
function reachable(stops: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || stops.has(key) || key.startsWith('i18n/')) return;
    seen.add(key);
    for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return seen;
}

/** The signed-in ids a chunk names: string literals that are one, or that start a template completing some. */
function signedInIdsIn(key: string): string[] {
  const code = readFileSync(`${UI_DIST}/${manifest[key]!.file}`, 'utf8');
  const named = new Set<string>();
  for (const [, text, end] of code.matchAll(/["'`]([a-zA-Z][\w-]*\.[\w.-]*)(["'`]|\$\{)/g)) {
    const completed = end === '${' || text!.endsWith('.');
    for (const id of SIGNED_IN_IDS) if (completed ? id.startsWith(text!) : id === text) named.add(id);
  }
  return [...named];
}

describe('the words the first page carries', () => {
  const pages = signedInPages();

  it('are every word the code before the signed-in words can say', () => {
    const early = reachable(new Set(pages));
    const named = Object.fromEntries(
      [...early].map((key) => [key, signedInIdsIn(key)] as const).filter(([, ids]) => ids.length > 0),
    );
    expect(named).toEqual({});
  });

  it('leave out words that the pages loading with the signed-in words do say', () => {
    // Each of those pages is a module of the build, and the reading finds signed-in ids in it: the check above
    // looks where they would be.
    expect(pages.length).toBeGreaterThanOrEqual(2);
    for (const page of pages) {
      expect(manifest, page).toHaveProperty([page]);
      expect(signedInIdsIn(page).length, page).toBeGreaterThan(0);
    }
  });
});

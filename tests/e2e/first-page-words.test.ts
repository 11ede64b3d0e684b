/**
 * The words the first page carries (ui/i18n/<language>/public.ts) against the code that can run before the rest of the
 * words has loaded: every message id that code names, whole or as the start of the ids it completes
 * (`status.${…}`), must be in the public part, or a guest would read an id where a word belongs. Read from the build
 * the browser tests run (dist/ui and its manifest): the chunks the entry reaches, short of the catalogues themselves
 * and of the code that loads with the rest of the words (`withSignedInWords`, ui/lib/i18n/intl.tsx).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInWords } from '../../ui/i18n/en/signed-in.ts';
import { UI_DIST } from './support/global-setup.ts';

interface ManifestEntry {
  readonly file: string;
  readonly name?: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

const manifest = JSON.parse(readFileSync(`${UI_DIST}/.vite/manifest.json`, 'utf8')) as Record<string, ManifestEntry>;
const SIGNED_IN_IDS = Object.keys(signedInWords);

/**
 * The modules the web app loads together with the rest of the words (`withSignedInWords(() => import('…'))`
 * anywhere in ui/), as the manifest names them: paths from ui/.
 */
function loadedWithTheirWords(): string[] {
  const found: string[] = [];
  for (const name of readdirSync('ui', { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name)) continue;
    const file = join('ui', name);
    const source = readFileSync(file, 'utf8');
    for (const [, path] of source.matchAll(/withSignedInWords\(\(\) => import\('([^']+)'\)\)/g))
      found.push(
        path!.startsWith('@/')
          ? path!.slice(2)
          : relative('ui', resolve(dirname(file), path!))
              .split(sep)
              .join('/'),
      );
  }
  return found;
}

/**
 * The manifest's key for a module's chunk: its path when it fronts a chunk of its own; else the one shared chunk
 * named for it (a module that code also imports statically is bundled as such).
 */
function chunkOf(module: string): string {
  if (manifest[module]) return module;
  const name = basename(module).replace(/\.tsx?$/, '');
  const shared = Object.keys(manifest).filter((key) => key.startsWith('_') && manifest[key]!.name === name);
  if (shared.length !== 1) throw new Error(`No one chunk of the build holds ${module}: ${shared.join(', ') || 'none'}`);
  return shared[0]!;
}

/** A chunk of the catalogues themselves (ui/i18n/<language>/{public,signed-in}.ts), whose ids are what they hold. */
const isCatalogue = (key: string) =>
  key.startsWith('i18n/') || ['public', 'signed-in'].includes(manifest[key]!.name ?? '');

/** Every manifest entry the first page can reach without passing through `stops`. */
function reachable(stops: ReadonlySet<string>): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || stops.has(key) || isCatalogue(key)) return;
    seen.add(key);
    for (const next of [...(manifest[key]!.imports ?? []), ...(manifest[key]!.dynamicImports ?? [])]) visit(next);
  };
  visit('index.html');
  return seen;
}

/** The ids of the rest of the words (./signed-in.ts) a chunk names: string literals that are one, or that start a template completing some. */
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
  const pages = loadedWithTheirWords().map(chunkOf);

  it('are every word the code that runs before the rest of the words can say', () => {
    const early = reachable(new Set(pages));
    const named = Object.fromEntries(
      [...early].map((key) => [key, signedInIdsIn(key)] as const).filter(([, ids]) => ids.length > 0),
    );
    expect(named).toEqual({});
  });

  it('leave out words that the code loading with the rest does say', () => {
    // Each module so loaded is one of the build, and the reading finds ids of the rest in it: the check above looks
    // where they would be.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    for (const page of pages) expect(signedInIdsIn(page).length, page).toBeGreaterThan(0);
  });
});

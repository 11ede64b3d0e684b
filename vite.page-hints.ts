/**
 * Build-time plugin: which files each page needs before the app can draw it, so the server can name them in the
 * page's HTML and the browser fetches them at once instead of one after the other (entry -> lazy route chunk ->
 * its data -> its picture). It writes dist/ui/page-hints.json: for a URL path, the hints to put in <head>.
 */
import { readFileSync } from 'node:fs';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** One <link> the page's HTML carries. */
export interface PageHint {
  readonly rel: 'modulepreload' | 'preload' | 'stylesheet';
  readonly href: string;
  readonly as?: 'image' | 'style';
  readonly fetchpriority?: 'high';
}

/**
 * What a page needs: its code (source modules, as the router lazy-loads them, or a package's folder) and its first,
 * largest picture.
 */
export interface PageNeeds {
  readonly modules: readonly string[];
  readonly images?: readonly string[];
}

/** The modules a dashboard screen's code sits in, read from the screen table in routes.tsx: path -> module. */
export function dashboardScreens(routesFile: string): Map<string, string> {
  const source = readFileSync(routesFile, 'utf8');
  const screens = new Map<string, string>();
  for (const m of source.matchAll(/path:\s*'([^']+)'[\s\S]*?import\('@\/([^']+)'\)/g)) {
    screens.set(m[1]!.split('/')[0]!, `ui/${m[2]}`);
  }
  if (screens.size === 0) throw new Error(`page hints: no dashboard screen found in ${routesFile}`);
  return screens;
}

/** The plugin's name: only the app's build has pages to hint (Storybook's leaves it out). */
export const PAGE_HINTS_PLUGIN = 'lakeview-page-hints';

export function pageHints(pages: Record<string, PageNeeds>, projectRoot: string): Plugin {
  const root = projectRoot.replace(/\/$/, '');
  return {
    name: PAGE_HINTS_PLUGIN,
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) throw new Error('page hints: the build has no entry chunk');
      const bySource = new Map(
        chunks.filter((c) => c.facadeModuleId).map((c) => [relative(c.facadeModuleId!, root), c] as const),
      );
      // The entry and what it imports are already in index.html: never name them twice.
      const known = new Set(
        staticClosure(entry, bundle).flatMap((c) => [c.fileName, ...(c.viteMetadata?.importedCss ?? [])]),
      );
      const hints: Record<string, PageHint[]> = {};
      for (const [path, needs] of Object.entries(pages)) {
        const scripts = new Set<string>();
        const styles = new Set<string>();
        for (const module of needs.modules) {
          // A package is named by its folder (node_modules/firebase/auth/), wherever node_modules really is.
          const chunk =
            bySource.get(module) ??
            [...bySource].find(
              ([source]) => module.endsWith('/') && (source.startsWith(module) || source.includes(`/${module}`)),
            )?.[1] ??
            // A module bundled into a chunk that another module fronts.
            chunks.find((c) => c.moduleIds.some((id) => relative(id, root) === module));
          if (!chunk) throw new Error(`page hints: no chunk for ${module} (page ${path})`);
          for (const c of staticClosure(chunk, bundle)) {
            if (!known.has(c.fileName)) scripts.add(c.fileName);
            for (const css of c.viteMetadata?.importedCss ?? []) if (!known.has(css)) styles.add(css);
          }
        }
        hints[path] = [
          ...(needs.images ?? []).map((href) => ({
            rel: 'preload' as const,
            as: 'image' as const,
            href,
            fetchpriority: 'high' as const,
          })),
          ...[...styles].map((css) => ({ rel: 'preload' as const, as: 'style' as const, href: `/${css}` })),
          ...[...scripts].map((js) => ({ rel: 'modulepreload' as const, href: `/${js}` })),
        ];
      }
      this.emitFile({ type: 'asset', fileName: 'page-hints.json', source: JSON.stringify(hints, null, 1) });
    },
  };
}

const relative = (id: string, root: string) => (id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id);

/** A chunk and every chunk it imports statically (what the browser fetches before running it). */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (c: OutputChunk) => {
    if (seen.has(c.fileName)) return;
    seen.set(c.fileName, c);
    for (const name of c.imports) {
      const next = bundle[name];
      if (next?.type === 'chunk') visit(next);
    }
  };
  visit(chunk);
  return [...seen.values()];
}

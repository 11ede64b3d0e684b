import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/*
 * The pages a visitor lands on (the home page and the flats on offer) load what ui/main.tsx and the page's lazy module
 * (ui/app/router.tsx) import statically, file by file; a dynamic import is its own chunk, fetched when needed. zod and
 * the wire's schemas weigh about 30 KB gzip: reads on those pages name their answer's schema by a dynamic import
 * (SchemaRef in api-client.ts), which only a test loads. Forms and the dashboard are chunks of their own and may
 * carry them.
 */
const LANDING_PAGES = ['/HomePage.tsx', '/ApartmentsPage.tsx'];
const root = normalize(join(import.meta.dirname, '..', '..'));

function resolve(from: string, spec: string): string | undefined {
  const base = spec.startsWith('.')
    ? join(dirname(from), spec)
    : spec.startsWith('@/')
      ? join(root, 'ui', spec.slice(2))
      : spec.startsWith('@domain/')
        ? join(root, 'domain', spec.slice('@domain/'.length))
        : spec.startsWith('@contract/')
          ? join(root, 'adapters/http', spec.slice('@contract/'.length), 'contract.ts')
          : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((f) => existsSync(f) && f.match(/\.tsx?$/));
}

/** The modules a file imports for their values (an `import type`, or one naming only types, brings no code). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const specs: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const named = clause?.namedBindings;
      const onlyTypes =
        clause && !clause.name && named && ts.isNamedImports(named) && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      specs.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specs;
}

function firstPage() {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const walk = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of valueImports(file)) {
      const target = resolve(file, spec);
      if (target) walk(target);
      else if (!spec.startsWith('.') && !spec.startsWith('@/')) packages.set(spec, relative(root, file));
    }
  };
  walk(join(root, 'ui/main.tsx'));
  const router = join(root, 'ui/app/router.tsx');
  for (const [, spec] of readFileSync(router, 'utf8').matchAll(/lazy(?:Page)?\(\(\) => import\('([^']+)'\)\)/g)) {
    if (LANDING_PAGES.some((page) => spec!.endsWith(page))) walk(resolve(router, spec!)!);
  }
  return { files: [...files].map((f) => relative(root, f)), packages };
}

describe('the pages a visitor lands on', () => {
  const { files, packages } = firstPage();

  it("are found from the entry and the router's lazy public pages", () => {
    expect(files).toContain('ui/app/router.tsx');
    expect(files).toContain('ui/features/apartments/components/ApartmentsPage.tsx');
    expect(files).toContain('ui/features/home/components/HomePage.tsx');
    expect(files.some((f) => f.startsWith('ui/lib/api-client'))).toBe(true);
  });

  it('carries neither zod nor any schema of the wire', () => {
    expect(files.filter((f) => f.startsWith('adapters/'))).toEqual([]);
    // Only zod's global settings (a few lines), so that no schema a later chunk makes compiles code under the CSP.
    expect([...packages].filter(([name]) => name === 'zod' || name.startsWith('zod/'))).toEqual([
      ['zod/v4/core', 'ui/lib/zod-jitless.ts'],
    ]);
  });
});

/**
 * Every path the web app asks /api for, and every path its mock server (msw, in tests and stories) answers, is a
 * route the server mounts. The paths are read from the UI's source: each string or template literal that names an
 * /api path, with `${...}` standing for one path segment (a `:param`) or, after a segment's text, for a query.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { UseCases } from '../../../application/use-cases.ts';
import { apiRouteTable } from '../../../adapters/http/api.ts';
import type { AppConfigDto } from '../../../adapters/http/shared/contract.ts';

const ROOT = join(import.meta.dirname, '../../..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Method = (typeof METHODS)[number];

interface UiPath {
  readonly path: string;
  /** When the call names it: msw's http.get(...), a method argument, request(path, { method }). */
  readonly method?: Method;
  readonly where: string;
}

const methodOf = (text: string): Method | undefined =>
  METHODS.find((m) => m === text.toUpperCase() && (text === m || text === m.toLowerCase()));

/** The method the call around a path literal names, if any. */
function methodAround(node: ts.Node): Method | undefined {
  const call = node.parent;
  if (!ts.isCallExpression(call) || !call.arguments.includes(node as ts.Expression)) return undefined;
  const callee = call.expression;
  // http.get('/api/...'), mock.http.post(...): msw's handler for that method; a getter reads.
  if (ts.isPropertyAccessExpression(callee)) {
    const name = callee.name.text;
    if (ts.isIdentifier(callee.expression) || ts.isPropertyAccessExpression(callee.expression)) {
      const owner = ts.isIdentifier(callee.expression) ? callee.expression.text : callee.expression.name.text;
      if (owner === 'http') return methodOf(name);
    }
  }
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : '';
  if (name === 'getJson' || name === 'getPublicJson' || name === 'getFile') return 'GET';
  let named = false;
  for (const arg of call.arguments) {
    if (arg === node) continue;
    if (ts.isStringLiteral(arg) && methodOf(arg.text)) return methodOf(arg.text);
    if (ts.isObjectLiteralExpression(arg)) {
      for (const p of arg.properties) {
        if (p.name?.getText() !== 'method') continue;
        if (ts.isPropertyAssignment(p) && ts.isStringLiteral(p.initializer)) return methodOf(p.initializer.text);
        // A method chosen at run time: any of the route's methods.
        named = true;
      }
    }
  }
  // request(path) without a method reads.
  return name === 'request' && !named ? 'GET' : undefined;
}

/**
 * The route pattern a literal names: `${...}` filling a whole segment is a parameter; one after a segment's text, or
 * a `?`, starts the query, which is not part of the path.
 */
export function patternOf(pieces: readonly string[]): string {
  let path = '';
  for (const [i, piece] of pieces.entries()) {
    const query = piece.indexOf('?');
    if (query >= 0) return path + piece.slice(0, query);
    path += piece;
    if (i === pieces.length - 1) break;
    const next = pieces[i + 1] ?? '';
    if (!path.endsWith('/') || !(next === '' || next.startsWith('/') || next.startsWith('?'))) return path;
    path += ':param';
  }
  return path;
}

/** The API client's calls (ui/lib/api-client.ts, csv-download.ts): their first argument is the path. */
const CLIENT = new Set(['request', 'getJson', 'getPublicJson', 'sendJson', 'getFile', 'downloadCsv']);

/** A path this reading can follow: a literal starting with it. */
const isLiteral = (node: ts.Node) =>
  ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.startsWith('/api/')) ||
  (ts.isTemplateExpression(node) && node.head.text.startsWith('/api/'));

/**
 * Every /api path named in one source file, and the API client's calls whose path is not a literal (`unread`), which
 * this reading cannot follow.
 */
export function pathsIn(source: string, where = 'source.ts', unread: string[] = []): UiPath[] {
  const file = ts.createSourceFile(where, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: UiPath[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const add = (node: ts.Node, pieces: string[]) => {
    const at = pieces[0]!.indexOf('/api/');
    if (at < 0) {
      // A path built by gluing text after another value (`${base}/photo`) cannot be read here: name it whole.
      if (pieces.slice(1).some((p) => p.includes('/api/')))
        throw new Error(`${where}: an /api path must start its literal (${node.getText()})`);
      return;
    }
    // A path ends at a space: what follows in a test's record of a call is its body.
    const path = patternOf([pieces[0]!.slice(at), ...pieces.slice(1)])
      .split(/\s/)[0]!
      .replace(/\/$/, '');
    const line = lineOf(node);
    // "POST /api/..." in a test's record of a call names its method.
    const method = methodOf(/(\w+) $/.exec(pieces[0]!.slice(0, at))?.[1] ?? '') ?? methodAround(node);
    found.push({ path, ...(method ? { method } : {}), where: `${where}:${line}` });
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) add(node, [node.text]);
      return;
    }
    if (ts.isTemplateExpression(node)) {
      add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)]);
      // A path inside a substitution (`${cond ? '/api/a' : '/api/b'}`) is its own literal.
      node.templateSpans.forEach((s) => visit(s.expression));
      return;
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && CLIENT.has(node.expression.text)) {
      const path = node.arguments[0];
      if (path && !isLiteral(path)) unread.push(`${where}:${lineOf(node)} ${node.expression.text}(${path.getText()})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const unread: string[] = [];
const uiPaths: UiPath[] = sourceFiles(join(ROOT, 'ui')).flatMap((file) =>
  pathsIn(readFileSync(file, 'utf8'), relative(ROOT, file), unread),
);

/** The server's routes, as the router mounts them, with both card providers' own routes. */
const routes = apiRouteTable({
  useCases: {} as UseCases,
  payments: {
    confirmTestCard: async () => ({ id: '', status: '', amount: 0 }),
    confirmTestSetup: () => ({ id: '', status: 'succeeded' }),
    readWebhook: () => {
      throw new Error('not called');
    },
  },
  publicConfig: {} as AppConfigDto,
  ping: async () => {},
});

/**
 * Whether a route answers a UI path: a route's `:param` takes any segment; the UI's own parameter (`:id` in a mock,
 * `${id}` in a fetcher) stands for any value, so only a route's parameter takes it, never a fixed segment.
 */
const answers = (route: string, path: string) => {
  const want = route.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i] && !seg.startsWith(':')))
  );
};

const routeFor = ({ path, method }: UiPath) =>
  routes.find((r) => (method === undefined || r.method === method) && answers(r.path, path));

describe('reading the UI paths', () => {
  it('reads plain paths, parameters, queries, and the method a call names', () => {
    const found = pathsIn(`
      import { x } from '/api/not-a-path';
      getJson<T>('/api/admin/summary');
      getJson(\`/api/maintenance/\${encodeURIComponent(id)}\`);
      getJson(\`/api/admin/rent-collection\${month === undefined ? '' : \`?\${q}\`}\`);
      getJson(\`/api/notifications?\${query}\`);
      sendJson(\`/api/admin/coupons/\${code}/toggle\`, 'PATCH', {}, 'failed');
      request(\`/api/agreements/\${id}\`, { method: 'PATCH', body });
      request('/api/agreements/user');
      http.post('/api/maintenance/:id/comments', () => ok);
      mock.http.put('/api/admin/building', () => ok);
      mock.failing('delete', '/api/admin/announcements/:id');
      const photo = { url: '/api/maintenance/mr-1/photos/1' };
      expect(calls).toEqual(['PUT /api/admin/apartments/ap-1/photo image/png 68 bytes']);
      request('/api/users', { method, body });
      // '/api/comment' is not a call
    `);
    expect(found.map(({ path, method }) => [path, method])).toEqual([
      ['/api/admin/summary', 'GET'],
      ['/api/maintenance/:param', 'GET'],
      ['/api/admin/rent-collection', 'GET'],
      ['/api/notifications', 'GET'],
      ['/api/admin/coupons/:param/toggle', 'PATCH'],
      ['/api/agreements/:param', 'PATCH'],
      ['/api/agreements/user', 'GET'],
      ['/api/maintenance/:id/comments', 'POST'],
      ['/api/admin/building', 'PUT'],
      ['/api/admin/announcements/:id', 'DELETE'],
      ['/api/maintenance/mr-1/photos/1', undefined],
      ['/api/admin/apartments/ap-1/photo', 'PUT'],
      ['/api/users', undefined],
    ]);
  });

  it('refuses a path glued after another value, and lists the calls whose path it cannot read', () => {
    expect(() => pathsIn('const u = `${origin}/api/admin/apartments`;')).toThrow(/must start its literal/);
    const calls: string[] = [];
    pathsIn('sendJson(`${flat(id)}/photo`, "PUT");\nrequest(url);\ngetJson(`/api/x/${id}`);', 'a.ts', calls);
    expect(calls).toEqual(['a.ts:1 sendJson(`${flat(id)}/photo`)', 'a.ts:2 request(url)']);
  });

  it('reads the path of every call to the API client, but for a URL the server gave and the client itself', () => {
    // A fetcher's path built elsewhere (a helper gluing segments) would hide from this reading.
    const calls = unread.filter((call) => !/\.test\.tsx?:/.test(call)).map((call) => call.replace(/:\d+ /, ' '));
    expect(new Set(calls)).toEqual(
      new Set([
        // apartmentsUrl returns one literal, read where it is written.
        'ui/features/apartments/api/apartments.ts getPublicJson(apartmentsUrl(filter))',
        // The client's own calls pass on the path they were given.
        'ui/lib/api-client.ts request(path)',
        'ui/lib/csv-download.ts getFile(path)',
        // A maintenance photo's URL comes in the server's answer.
        'ui/lib/use-protected-image.ts request(url)',
      ]),
    );
  });

  it('finds the fetchers, the mock handlers and the stories', () => {
    const where = new Set(uiPaths.map((p) => p.where.split(':')[0]));
    for (const file of [
      'ui/lib/api/dues.ts',
      'ui/features/maintenance/api/maintenance.ts',
      'ui/lib/mocks/handlers.ts',
      'ui/lib/mocks/dashboard-handlers.ts',
      'ui/features/maintenance/mocks/handlers.ts',
      'ui/app/dashboard/DashboardScreens.stories.tsx',
    ])
      expect(where).toContain(file);
    expect(uiPaths.length).toBeGreaterThan(150);
  });
});

describe('the UI and the server agree on paths', () => {
  it('mounts a route for every path the UI calls or mocks, with the method it uses', () => {
    expect(routes.length).toBeGreaterThan(60);
    const unknown = uiPaths.filter((p) => !routeFor(p)).map((p) => `${p.method ?? 'any'} ${p.path} (${p.where})`);
    expect(unknown).toEqual([]);
  });
});

/**
 * The physical limit: node:http and a better-sqlite3 prepared statement producing the same JSON as the full stack
 * for GET /api/apartments and GET /api/users/role, with nothing else in the way. For the role, the emulator's
 * token is decoded and its claims checked (emulator tokens are unsigned, as firebase-admin accepts them there).
 * With BENCH_ANSWERS (a JSON file of path -> { status, headers, body }), those paths get those exact bytes from
 * memory, headers and all: the floor of an answer that needs no work at all. A path listed there without a body (the
 * signed-in read) still gets its headers, beside the body computed here. BENCH_BODY_ONLY=1 sends the bodies with only
 * a Content-Type, as the floor's first bare server did.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { openSqlite } from '../support/sqlite.ts';

const db = openSqlite(process.env.BENCH_DB!);
db.pragma('journal_mode = WAL');
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-residency';

const pageOf = db.prepare(`
  select a.id as _id, a.image, a.floor, a.block, a.number, a.rent, ag.id is null as available
  from apartments a left join agreements ag on ag.apartment_id = a.id and ag.status = 'accepted'
  where a.rent >= ? and a.rent <= ? order by a.rent, a.id limit ? offset ?`);
const countOf = db.prepare('select count(*) as total from apartments where rent >= ? and rent <= ?');
const roleOf = db.prepare('select role, language from users where email = ?');

type Row = {
  _id: string;
  image: string;
  floor: number;
  block: string;
  number: string;
  rent: number;
  available: number;
};

function apartments(query: URLSearchParams) {
  const min = Number(query.get('minRent') ?? 0);
  const max = Number(query.get('maxRent') ?? 1_000_000_000);
  const limit = Number(query.get('limit') ?? 6);
  const page = Number(query.get('page') ?? 1);
  const rows = pageOf.all(min, max, limit, (page - 1) * limit) as Row[];
  const { total } = countOf.get(min, max) as { total: number };
  return { apartments: rows.map((r) => ({ ...r, available: r.available === 1 })), total };
}

function role(authorization: string | undefined) {
  const token = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
  const claims = token ? JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) : undefined;
  if (!claims?.email || claims.aud !== projectId || claims.exp * 1000 < Date.now()) return undefined;
  const row = roleOf.get(String(claims.email).toLowerCase()) as { role: string; language: string } | undefined;
  return { role: row?.role ?? 'user', language: row?.language ?? 'en' };
}

type Answer = { status: number; headers: [string, string][]; body?: string };
const answers = process.env.BENCH_ANSWERS
  ? (JSON.parse(readFileSync(process.env.BENCH_ANSWERS, 'utf8')) as Record<string, Answer>)
  : {};
const bodyOnly = process.env.BENCH_BODY_ONLY === '1';
/** The answer's headers as node:http takes them, written as they are, or only its Content-Type. */
const headersOf = (answer: Answer | undefined, contentType: string) =>
  !answer || bodyOnly
    ? { 'content-type': answer?.headers.find(([name]) => name === 'content-type')?.[1] ?? contentType }
    : Object.fromEntries(answer.headers);
const fixed = new Map(
  Object.entries(answers)
    .filter(([, a]) => a.body !== undefined)
    .map(([path, a]) => {
      const body = Buffer.from(a.body!);
      return [path, { status: a.status, headers: { ...headersOf(a, ''), 'content-length': body.length }, body }];
    }),
);
const computedHeaders = new Map(
  Object.entries(answers).map(([path, a]) => [path, headersOf(a, 'application/json; charset=utf-8')]),
);
const JSON_ONLY = { 'content-type': 'application/json; charset=utf-8' };

const server = createServer((req, res) => {
  const answer = fixed.get(req.url ?? '');
  if (answer) {
    res.writeHead(answer.status, answer.headers);
    res.end(answer.body);
    return;
  }
  const url = new URL(req.url ?? '/', 'http://x');
  const body =
    url.pathname === '/api/apartments'
      ? apartments(url.searchParams)
      : url.pathname === '/api/users/role'
        ? role(req.headers.authorization)
        : undefined;
  const text = JSON.stringify(body ?? { error: 'no' });
  const headers = body ? (computedHeaders.get(req.url ?? '') ?? JSON_ONLY) : JSON_ONLY;
  res.writeHead(body ? 200 : 401, { ...headers, 'content-length': Buffer.byteLength(text) });
  res.end(text);
});
server.listen(0, '127.0.0.1', () => console.log(`ready ${(server.address() as { port: number }).port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));

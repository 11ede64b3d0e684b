/**
 * The `floor` section: what every request costs before any work of its own. The server runs as `npm start`
 * configures it (servers/product.ts: rate limits on, with a budget no run reaches; the access log on at the default
 * level, written to a file), and each answer is loaded against a bare `node:http` server sending the same bytes
 * (servers/bare.ts): the product's own answer, its status, every header it sends and its body, from memory for the
 * constant answer, the health check and the cached apartments page, and the body from the same SQLite file, after
 * reading the token, for the signed-in read. What the product then spends beyond bare is its own work, not the cost
 * node:http charges for each header it writes. A second bare server sends the bodies with only a Content-Type, as
 * the section's first bare server did; its ratio is printed beside, for comparison with earlier runs. Koa and its
 * router alone, sending the same answers (servers/koa.ts), are loaded beside them, to show how much of the distance
 * is the framework's own. Targets are loaded alternately, bare, bare with bodies only, Koa, then product, round after
 * round, and the median ratio kept.
 *
 * BENCH_CPU_PROF=<dir> also writes a V8 CPU profile of the product server (node --cpu-prof) into <dir>.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureEmulator, stopEmulator } from '../../adapters/identity/auth-emulator.ts';
import { EMULATOR_HOST, PROJECT_ID, tokenFor } from '../support/emulator.ts';
import { benchDatabase } from './support/bench-db.ts';
import { startServer, type ChildServer } from './support/child.ts';
import { load, median, round, summarize, type LoadFigures } from './support/load.ts';
import type { Line, SectionResult } from './support/report.ts';

const BENCH_EMAIL = 'bench-floor@lakeview.test';
const MAX_P99_MS = 15;

export interface FloorOptions {
  readonly seconds: number;
  readonly rounds: number;
  /** Other checkouts whose product servers are loaded in the same rounds (BENCH_COMPARE_TREES). */
  readonly compareTrees?: readonly (readonly [string, string])[];
}

interface Target {
  readonly name: string;
  readonly path: string;
  readonly minRatio?: number;
  readonly auth?: boolean;
  /** Signed in as this many different people, each connection sending their requests in turn. */
  readonly people?: number;
}

const TARGETS: Target[] = [
  { name: 'GET /api/config', path: '/api/config', minRatio: 0.6 },
  { name: 'GET /api/health', path: '/api/health' },
  {
    name: 'GET /api/apartments (cached page)',
    path: '/api/apartments?page=2&limit=6&minRent=1000&maxRent=1000000',
    minRatio: 0.5,
  },
  { name: 'GET /api/users/role (signed in)', path: '/api/users/role', minRatio: 0.5, auth: true },
  // The same read with callers who differ, as a building's residents do: no two requests of a turn need be alike.
  { name: 'GET /api/users/role (50 people)', path: '/api/users/role', minRatio: 0.5, auth: true, people: 50 },
];
const PEOPLE = Math.max(...TARGETS.map((t) => t.people ?? 1));
const OTHERS = Array.from({ length: PEOPLE - 1 }, (_, i) => `bench-floor-${i + 1}@lakeview.test`);

export async function benchFloor({ seconds, rounds, compareTrees = [] }: FloorOptions): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-floor-'));
  const dbPath = join(dir, 'floor.sqlite');
  const emulator = await ensureEmulator(EMULATOR_HOST, PROJECT_ID);
  const servers: ChildServer[] = [];
  try {
    await benchDatabase(dbPath, { apartments: 1000, email: BENCH_EMAIL, others: OTHERS });
    const token = await tokenFor(BENCH_EMAIL);
    const tokens = [token, ...(await Promise.all(OTHERS.map((email) => tokenFor(email))))];
    /** What a target's load sends: one caller's token, several callers' in turn, or nothing. */
    const asked = (
      target: Target,
    ): { headers: Record<string, string>; requests?: { headers: Record<string, string> }[] } => ({
      headers: target.auth ? { authorization: `Bearer ${token}` } : {},
      ...(target.people
        ? { requests: tokens.slice(0, target.people).map((t) => ({ headers: { authorization: `Bearer ${t}` } })) }
        : {}),
    });

    const productEnv = {
      NODE_ENV: 'development',
      DATABASE_URL: `sqlite:${dbPath}`,
      FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST,
      FIREBASE_PROJECT_ID: PROJECT_ID,
      LOG_LEVEL: 'info',
      RATE_LIMIT_ENABLED: 'true',
      RATE_LIMIT_READ_MAX: String(Number.MAX_SAFE_INTEGER),
      UI_DIST: uiDist(dir),
    };
    const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined;
    if (profileDir) mkdirSync(profileDir, { recursive: true });
    const start = (label: string, tree?: string) =>
      startServer('product', productEnv, tree, {
        stdoutTo: join(dir, `${label}.log`),
        nodeFlags: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, label)}`] : [],
      });
    const product = await start('product');
    servers.push(product);
    const others: [string, ChildServer][] = [];
    for (const [label, tree] of compareTrees) {
      const other = await start(label, tree);
      servers.push(other);
      others.push([label, other]);
    }

    // The bare server sends, from memory, the very answer the product gave: its status, its headers (those node:http
    // writes itself excepted) and its body; the signed-in read's body excepted: it reads the caller's role as
    // bare.ts always has.
    const answers: Record<string, { status: number; headers: [string, string][]; body?: string }> = {};
    for (const target of TARGETS) {
      const res = await fetch(product.url + target.path, { headers: asked(target).headers });
      if (!res.ok) throw new Error(`${target.path} answered ${res.status}`);
      if (!res.headers.get('ratelimit-limit')) throw new Error(`${target.path} was not counted by the rate limiter`);
      const body = await res.text();
      answers[target.path] = {
        status: res.status,
        headers: [...res.headers].filter(([name]) => !WRITTEN_BY_NODE.has(name)),
        ...(target.auth ? {} : { body }),
      };
    }
    const answersFile = join(dir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bareEnv = { BENCH_DB: dbPath, BENCH_ANSWERS: answersFile, FIREBASE_PROJECT_ID: PROJECT_ID };
    const bare = await startServer('bare', bareEnv);
    servers.push(bare);
    const bareBody = await startServer('bare', { ...bareEnv, BENCH_BODY_ONLY: '1' });
    servers.push(bareBody);
    const koa = await startServer('koa', { BENCH_ANSWERS: answersFile });
    servers.push(koa);

    for (const [label, other] of others)
      for (const target of TARGETS)
        await sameWire(product.url + target.path, other.url + target.path, label, target.auth ? token : undefined);

    const lines: Line[] = [];
    const data = [];
    for (const target of TARGETS) {
      const { headers } = asked(target);
      await sameAnswer(bare.url + target.path, product.url + target.path, headers);
      await load({ url: bare.url + target.path, seconds: 1, ...asked(target) });
      await load({ url: bareBody.url + target.path, seconds: 1, ...asked(target) });
      if (!target.auth) await load({ url: koa.url + target.path, seconds: 1 });
      for (const s of [product, ...others.map(([, o]) => o)])
        await load({ url: s.url + target.path, seconds: 1, ...asked(target) });
    }
    // Round after round, every target: bare, bare with bodies only, Koa, then product (then the other trees).
    const runs = TARGETS.map(
      () =>
        [] as {
          bare: LoadFigures;
          bareBody: LoadFigures;
          koa?: LoadFigures;
          product: LoadFigures;
          others: LoadFigures[];
        }[],
    );
    for (let r = 0; r < rounds; r++) {
      for (const [t, target] of TARGETS.entries()) {
        const one = (s: ChildServer) => load({ url: s.url + target.path, seconds, ...asked(target), pid: s.pid });
        const b = await one(bare);
        const bb = await one(bareBody);
        const k = target.auth ? undefined : await one(koa);
        const p = await one(product);
        const o: LoadFigures[] = [];
        for (const [, other] of others) o.push(await one(other));
        runs[t]!.push({ bare: b, bareBody: bb, ...(k ? { koa: k } : {}), product: p, others: o });
      }
    }
    for (const [t, target] of TARGETS.entries()) {
      const targetRuns = runs[t]!;
      type Run = (typeof targetRuns)[number];
      const summary = (pick: (r: Run) => LoadFigures) => summarize(targetRuns.map(pick));
      const ratioOf = (pick: (r: Run) => LoadFigures, to: (r: Run) => LoadFigures = (r) => r.bare) =>
        round(median(targetRuns.map((r) => pick(r).rps / Math.max(1, to(r).rps))));
      const b = summary((r) => r.bare);
      const p = summary((r) => r.product);
      const ratio = ratioOf((r) => r.product);
      data.push({ name: target.name, path: target.path, bare: b, product: p, ratio, rounds: targetRuns });
      const failed = p.failed + b.failed;
      lines.push({
        section: 'floor',
        name: `${target.name} product/bare`,
        figures:
          `ratio ${ratio} | product ${p.rps} req/s p99 ${p.p99} ms, ${p.cpuUs} us CPU a request | ` +
          `bare ${b.rps} req/s p99 ${b.p99} ms, ${b.cpuUs} us${failed ? ` | FAILED ${failed}` : ''}`,
        target: `${target.minRatio ? `ratio >= ${target.minRatio}, ` : ''}p99 <= ${MAX_P99_MS} ms`,
        met: (target.minRatio === undefined || ratio >= target.minRatio) && p.p99 <= MAX_P99_MS && failed === 0,
      });
      const bb = summary((r) => r.bareBody);
      const bodyRatio = ratioOf(
        (r) => r.product,
        (r) => r.bareBody,
      );
      lines.push({
        section: 'floor',
        name: `${target.name} product/bare with bodies only`,
        figures: `ratio ${bodyRatio} | bare sending the body with only a Content-Type: ${bb.rps} req/s p99 ${bb.p99} ms, ${bb.cpuUs} us`,
      });
      data.push({ name: `${target.name} (bare, bodies only)`, product: bb, ratio: bodyRatio });
      if (targetRuns[0]!.koa) {
        const k = summary((r) => r.koa!);
        lines.push({
          section: 'floor',
          name: `${target.name} koa alone/bare`,
          figures: `ratio ${ratioOf((r) => r.koa!)} | Koa and its router alone, same bytes: ${k.rps} req/s p99 ${k.p99} ms, ${k.cpuUs} us CPU a request`,
        });
        data.push({ name: `${target.name} (koa alone)`, product: k, ratio: ratioOf((r) => r.koa!) });
      }
      for (const [i, [label]] of others.entries()) {
        const o = summary((r) => r.others[i]!);
        const was = ratioOf((r) => r.others[i]!);
        lines.push({
          section: 'floor',
          name: `${target.name} ${label}/bare`,
          figures: `ratio ${was} | ${label} ${o.rps} req/s p99 ${o.p99} ms, ${o.cpuUs} us CPU a request`,
        });
        data.push({ name: `${target.name} (${label})`, product: o, ratio: was });
      }
    }
    // The access log is part of what is measured: a run that wrote none measured something else.
    for (const label of ['product', ...others.map(([l]) => l)]) {
      const logged = readFileSync(join(dir, `${label}.log`), 'utf8')
        .split('\n')
        .filter((l) => l.includes('"request"'));
      if (logged.length === 0) throw new Error(`the ${label} server wrote no access log lines`);
    }
    return { lines, data };
  } finally {
    for (const s of servers) await s.stop();
    await stopEmulator(emulator);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The built web app when there is one; otherwise a stand-in page, so the server never builds it (nothing here asks). */
function uiDist(dir: string): string {
  const built = resolve('dist/ui');
  if (existsSync(join(built, 'index.html'))) return built;
  const stub = join(dir, 'ui');
  mkdirSync(stub, { recursive: true });
  writeFileSync(join(stub, 'index.html'), '<!doctype html><title>bench</title>');
  return stub;
}

/** Headers node:http writes on its own for every answer, the bare server's too. */
const WRITTEN_BY_NODE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The comparison is only fair if both servers give the same answer: the same body and the same headers. */
async function sameAnswer(bareUrl: string, productUrl: string, headers: Record<string, string>) {
  const [b, p] = await Promise.all(
    [bareUrl, productUrl].map(async (u) => {
      const res = await fetch(u, { headers });
      return `${[...res.headers.keys()].sort().join(' ')}\n${await res.text()}`;
    }),
  );
  if (b !== p) throw new Error(`bare and product answer differently:\n${b}\n${p}`);
}

/** Headers that differ between any two answers (the moment, the request's id, the budget left). */
const VARYING = new Set(['date', 'x-request-id', 'ratelimit-remaining', 'ratelimit-reset']);

/**
 * Another checkout's server must answer what this one does, header for header and byte for byte: an optimisation
 * that changed the answer would not be the same product made faster.
 */
async function sameWire(url: string, otherUrl: string, label: string, token?: string) {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const [a, b] = await Promise.all(
    [url, otherUrl].map(async (u) => {
      const res = await fetch(u, { headers });
      const kept = [...res.headers].filter(([name]) => !VARYING.has(name)).sort(([x], [y]) => x.localeCompare(y));
      return JSON.stringify({ status: res.status, headers: kept, body: await res.text() });
    }),
  );
  if (a !== b) throw new Error(`this checkout and ${label} answer ${url} differently:\n${a}\n${b}`);
}

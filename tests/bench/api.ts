/**
 * The `api` section: the full stack against the physical limit for the same answer (servers/bare.ts), loaded
 * alternately with autocannon at 50 connections. Ratios are taken per round (bare then full, back to back) and the
 * median kept, so that noise from other work on the machine hits both sides of each ratio alike.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { ensureEmulator, stopEmulator } from '../../adapters/identity/auth-emulator.ts';
import { EMULATOR_HOST, PROJECT_ID, tokenFor } from '../support/emulator.ts';
import { benchDatabase } from './support/bench-db.ts';
import { startServer, type ChildServer } from './support/child.ts';
import { load, median, round, summarize, type LoadFigures } from './support/load.ts';
import type { SectionResult } from './support/report.ts';
import { RENT_FILTER } from './support/seed.ts';

const BENCH_EMAIL = 'bench-role@lakeview.test';

export interface ApiOptions {
  readonly apartments: number;
  readonly seconds: number;
  readonly rounds: number;
  /**
   * Other checkouts of the project (BENCH_COMPARE_TREES=name=dir,...): their full stacks are loaded too, in the same
   * rounds, for before/after figures of an optimisation.
   */
  readonly compareTrees?: readonly (readonly [string, string])[];
}

interface Target {
  readonly name: string;
  readonly path: string;
  readonly minRatio: number;
  readonly maxP99?: number;
  readonly auth: boolean;
}

const TARGETS: Target[] = [
  {
    name: 'GET /api/apartments',
    path: `/api/apartments?page=1&minRent=${RENT_FILTER.minRent}&maxRent=${RENT_FILTER.maxRent}`,
    minRatio: 0.6,
    maxP99: 15,
    auth: false,
  },
  { name: 'GET /api/users/role', path: '/api/users/role', minRatio: 0.5, auth: true },
];

export async function benchApi({ apartments, seconds, rounds, compareTrees = [] }: ApiOptions): Promise<SectionResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const dbPath = join(dir, 'api.sqlite');
  const emulator = await ensureEmulator(EMULATOR_HOST, PROJECT_ID);
  const servers: ChildServer[] = [];
  try {
    await benchDatabase(dbPath, { apartments, email: BENCH_EMAIL });
    const token = await tokenFor(BENCH_EMAIL);

    const env = { BENCH_DB: dbPath, FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST, FIREBASE_PROJECT_ID: PROJECT_ID };
    const bare = await startServer('bare', env);
    servers.push(bare);
    const full = await startServer('full', env);
    servers.push(full);
    const others: [string, ChildServer][] = [];
    for (const [label, tree] of compareTrees) {
      const other = await startServer('full', env, tree);
      servers.push(other);
      others.push([label, other]);
    }

    const lines = [];
    const data = [];
    for (const target of TARGETS) {
      const headers: Record<string, string> = target.auth ? { authorization: `Bearer ${token}` } : {};
      await sameAnswer(bare.url + target.path, full.url + target.path, headers);
      // Warm-up: JIT, statement caches, connection pools.
      await load({ url: bare.url + target.path, seconds: 1, headers });
      await load({ url: full.url + target.path, seconds: 1, headers });
      for (const [, other] of others) await load({ url: other.url + target.path, seconds: 1, headers });
      const runs: { bare: LoadFigures; full: LoadFigures; others: LoadFigures[] }[] = [];
      for (let r = 0; r < rounds; r++) {
        const b = await load({ url: bare.url + target.path, seconds, headers, pid: bare.pid });
        const f = await load({ url: full.url + target.path, seconds, headers, pid: full.pid });
        const o: LoadFigures[] = [];
        for (const [, other] of others)
          o.push(await load({ url: other.url + target.path, seconds, headers, pid: other.pid }));
        runs.push({ bare: b, full: f, others: o });
      }
      type Run = (typeof runs)[number];
      const summary = (pick: (r: Run) => LoadFigures) => summarize(runs.map(pick));
      const b = summary((r) => r.bare);
      const f = summary((r) => r.full);
      const ratio = round(median(runs.map((r) => r.full.rps / Math.max(1, r.bare.rps))));
      const cpuRatio = round(b.cpuUs / f.cpuUs);
      data.push({ name: target.name, path: target.path, bare: b, full: f, ratio, cpuRatio, rounds: runs });
      lines.push({
        section: 'api',
        name: `${target.name} full/bare`,
        figures: `full ${f.rps} req/s p50 ${f.p50} p99 ${f.p99} ms | bare ${b.rps} req/s p50 ${b.p50} p99 ${b.p99} ms | ratio ${ratio}${f.failed + b.failed ? ` | FAILED ${f.failed + b.failed}` : ''}`,
        target: `ratio >= ${target.minRatio}${target.maxP99 ? `, p99 <= ${target.maxP99} ms` : ''}`,
        met: ratio >= target.minRatio && (target.maxP99 === undefined || f.p99 <= target.maxP99) && f.failed === 0,
      });
      lines.push({
        section: 'api',
        name: `${target.name} CPU a request`,
        figures: `full ${f.cpuUs} us | bare ${b.cpuUs} us | bare/full ${cpuRatio} (server process CPU time / requests served)`,
      });
      for (const [i, [label]] of others.entries()) {
        const o = summary((r) => r.others[i]!);
        const was = round(median(runs.map((r) => r.others[i]!.rps / Math.max(1, r.bare.rps))));
        lines.push({
          section: 'api',
          name: `${target.name} ${label}/bare`,
          figures: `${label} ${o.rps} req/s p50 ${o.p50} p99 ${o.p99} ms | ratio ${was} | CPU ${o.cpuUs} us a request`,
        });
        data.push({ name: `${target.name} (${label})`, full: o, ratio: was });
      }
    }
    return { lines, data };
  } finally {
    for (const s of servers) await s.stop();
    await stopEmulator(emulator);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The comparison is only fair if both servers give the same answer. */
async function sameAnswer(bareUrl: string, fullUrl: string, headers: Record<string, string>) {
  const [b, f] = await Promise.all([bareUrl, fullUrl].map(async (u) => (await fetch(u, { headers })).json()));
  if (!isDeepStrictEqual(b, f))
    throw new Error(`bare and full stack answer differently:\n${JSON.stringify(b)}\n${JSON.stringify(f)}`);
}

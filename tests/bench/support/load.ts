/** Load generation with autocannon, and the small helpers every benchmark section shares. */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';

interface Histogram {
  p50: number;
  p97_5: number;
  p99: number;
  average: number;
}
interface Result {
  requests: Histogram & { total: number };
  latency: Histogram;
  non2xx: number;
  errors: number;
  timeouts: number;
}
// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as (options: object) => Promise<Result>;

export interface LoadFigures {
  readonly rps: number;
  readonly p50: number;
  readonly p99: number;
  readonly failed: number;
  /** CPU time the server process spent per request, in microseconds (when its pid was given and /proc exists). */
  readonly cpuUs?: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly seconds: number;
  readonly connections?: number;
  readonly headers?: Record<string, string>;
  /** Requests each connection sends in turn (their own headers, say), instead of the same one over and over. */
  readonly requests?: readonly { readonly headers: Record<string, string> }[];
  /** The server's process, whose CPU time is read before and after. */
  readonly pid?: number;
}

/** Bounded in time: autocannon stops after `seconds`. Latencies in ms, as autocannon measures them. */
export async function load({
  url,
  seconds,
  connections = 50,
  headers = {},
  requests,
  pid,
}: LoadOptions): Promise<LoadFigures> {
  const cpuBefore = pid === undefined ? undefined : cpuMicros(pid);
  const r = await autocannon({ url, connections, duration: seconds, headers, ...(requests ? { requests } : {}) });
  const cpuAfter = pid === undefined ? undefined : cpuMicros(pid);
  const cpuUs =
    cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
      ? Math.round((cpuAfter - cpuBefore) / r.requests.total)
      : undefined;
  return {
    rps: Math.round((r.requests.total - r.non2xx - r.errors) / seconds),
    p50: r.latency.p50,
    p99: r.latency.p99,
    failed: r.non2xx + r.errors + r.timeouts,
    ...(cpuUs !== undefined ? { cpuUs } : {}),
  };
}

let clockTicks: number | undefined;

/**
 * CPU time (user + system) a process has used so far, in microseconds, from Linux's /proc; undefined elsewhere.
 * Less noisy than requests per second on a shared machine: another process slows the server down, but barely
 * changes the CPU time each of its requests takes.
 */
export function cpuMicros(pid: number): number | undefined {
  try {
    // The fields after the command (which may hold spaces, hence the last ')'): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / clockTicks;
  } catch {
    return undefined;
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/**
 * Sequential timings of several calls, interleaved sample by sample (a, b, a, b...) so that JIT warm-up and
 * the machine's other work fall on all of them alike. In ms, after a warm-up; bounded by count and time.
 */
export async function timeInterleaved(
  calls: readonly (() => Promise<unknown>)[],
  count: number,
  budgetMs = 30_000,
): Promise<{ p50: number; p95: number }[]> {
  for (let i = 0; i < 50; i++) for (const call of calls) await call();
  const samples: number[][] = calls.map(() => []);
  const deadline = performance.now() + budgetMs;
  for (let i = 0; i < count && performance.now() < deadline; i++) {
    for (const [k, call] of calls.entries()) {
      const started = performance.now();
      await call();
      samples[k]!.push(performance.now() - started);
    }
  }
  return samples.map((s) => {
    s.sort((a, b) => a - b);
    return { p50: round(percentile(s, 50)), p95: round(percentile(s, 95)) };
  });
}

export const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** The median of each figure over several rounds' loads of one server, and the failures of them all. */
export const summarize = (runs: readonly LoadFigures[]) => ({
  rps: median(runs.map((r) => r.rps)),
  p50: median(runs.map((r) => r.p50)),
  p99: median(runs.map((r) => r.p99)),
  failed: runs.reduce((n, r) => n + r.failed, 0),
  cpuUs: median(runs.map((r) => r.cpuUs ?? NaN)),
});

export const median = (values: readonly number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

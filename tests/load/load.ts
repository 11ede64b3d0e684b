/**
 * The load test (`npm run test:load`): one server process on SQLite, driven by autocannon at 100 connections for
 * 60 s on the mix a building's residents make (public lists, role checks, announcements, payment history). Passes
 * when there are 0 errors, 0 non-2xx answers, and the server's resident memory after the run (after a full GC) is
 * within 10% of before (measured after a warm-up, also after a full GC). Prints the figures either way.
 *   LOAD_SECONDS (default 60), LOAD_CONNECTIONS (default 100), WARMUP_SECONDS (default 10) change the run.
 * Rate limits are off here: the whole load comes from one address and would be refused, which is their job.
 */
import autocannon from 'autocannon';
import { ensureEmulator, stopEmulator } from '../../adapters/identity/auth-emulator.ts';
import { uniqueEmail } from '../support/api.ts';
import { EMULATOR_HOST, PROJECT_ID, tokenFor } from '../support/emulator.ts';
import { tempSqliteUrl } from '../adapters/persistence/stores.ts';
import { table, type Figure } from '../security/support/figures.ts';
import { pay } from '../security/support/world.ts';
import { request, startInstance, type Instance } from '../reliability/support/processes.ts';
import { startNodeFlags } from '../support/start-flags.ts';

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const WARMUP = Number(process.env.WARMUP_SECONDS ?? 10);

type Memory = NodeJS.MemoryUsage;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The server's memory after a full GC, asked over IPC (the server runs with --expose-gc). */
function memoryOf(server: Instance): Promise<Memory> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no memory answer')), 10_000);
    server.child.once('message', (m: { memory: Memory }) => {
      clearTimeout(timer);
      resolve(m.memory);
    });
    server.child.send({ memory: true });
  });
}

async function main() {
  const emulator = await ensureEmulator(EMULATOR_HOST, PROJECT_ID);
  const file = tempSqliteUrl();
  const adminEmail = uniqueEmail('load-admin');
  const server = await startInstance(
    {
      DATABASE_URL: file.url,
      SEED: 'true',
      TEST_ADMIN_EMAILS: adminEmail,
      RATE_LIMIT_ENABLED: 'false',
      LOG_LEVEL: 'warn',
    },
    { nodeArgs: [...startNodeFlags(), '--expose-gc'], ipc: true },
  );
  let failed = true;
  try {
    // A member with an agreement and a paid month, an admin, an announcement: what the mix reads.
    const admin = await tokenFor(adminEmail);
    const member = await tokenFor(uniqueEmail('load-member'));
    const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
      request(server.url, method, path, options);
    await call('PUT', '/api/users', { token: member, body: { name: 'Load Member' } });
    const apartment = (await call('GET', '/api/apartments')).body.apartments[0]._id;
    const applied = await call('POST', '/api/agreements', { token: member, body: { apartmentId: apartment } });
    await call('PATCH', `/api/agreements/${applied.body._id}`, { token: admin, body: { action: 'accept' } });
    await pay(call, member, '2026-01');
    await call('POST', '/api/admin/announcements', {
      token: admin,
      body: { title: 'Water off on Sunday', description: '9 to 11 am' },
    });

    const auth = { authorization: `Bearer ${member}` };
    const mix: autocannon.Request[] = [
      { method: 'GET', path: '/api/apartments?page=1' },
      { method: 'GET', path: '/api/users/role', headers: auth },
      { method: 'GET', path: '/api/coupons/active' },
      { method: 'GET', path: '/api/apartments?page=2&minRent=5000&maxRent=20000' },
      { method: 'GET', path: '/api/admin/announcements', headers: auth },
      { method: 'GET', path: '/api/payments/user', headers: auth },
      { method: 'GET', path: '/api/agreements/user', headers: auth },
      { method: 'GET', path: '/api/config' },
    ];
    const run = (duration: number) =>
      autocannon({ url: server.url, connections: CONNECTIONS, duration, requests: mix, timeout: 10 });

    console.log(`warming up for ${WARMUP} s ...`);
    await run(WARMUP);
    const before = await memoryOf(server);
    console.log(`loading for ${SECONDS} s at ${CONNECTIONS} connections ...`);
    const result = await run(SECONDS);
    const after = await memoryOf(server);

    const growth = (after.rss - before.rss) / before.rss;
    const rows: Figure[] = [
      { area: 'load', what: 'duration / connections', value: `${SECONDS} s / ${CONNECTIONS}` },
      { area: 'load', what: 'requests (total)', value: result.requests.total },
      { area: 'load', what: 'throughput (req/s, mean)', value: result.requests.average },
      {
        area: 'load',
        what: 'latency p50 / p99 / max (ms)',
        value: `${result.latency.p50} / ${result.latency.p99} / ${result.latency.max}`,
      },
      { area: 'load', what: '2xx', value: result['2xx'] },
      { area: 'load', what: 'non-2xx', value: result.non2xx },
      { area: 'load', what: 'errors / timeouts', value: `${result.errors} / ${result.timeouts}` },
      {
        area: 'memory',
        what: 'RSS before -> after (after GC)',
        value: `${mb(before.rss)} -> ${mb(after.rss)} (${(growth * 100).toFixed(1)}%)`,
      },
      {
        area: 'memory',
        what: 'heap used before -> after (after GC)',
        value: `${mb(before.heapUsed)} -> ${mb(after.heapUsed)}`,
      },
    ];
    console.log(`\n${table('figures: load (npm run test:load)', rows)}\n`);

    const problems = [
      result.errors + result.timeouts > 0 && `${result.errors} errors, ${result.timeouts} timeouts`,
      result.non2xx > 0 && `${result.non2xx} non-2xx answers`,
      result.requests.total === 0 && 'no requests completed',
      growth > 0.1 && `RSS grew ${(growth * 100).toFixed(1)}% (limit 10%)`,
    ].filter(Boolean);
    if (problems.length) console.error(`LOAD TEST FAILED: ${problems.join('; ')}`);
    else console.log('LOAD TEST PASSED');
    failed = problems.length > 0;
  } finally {
    await server.stop();
    file.cleanup();
    await stopEmulator(emulator);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

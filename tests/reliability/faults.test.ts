/**
 * A failing world. The database goes away mid-run and comes back (503, then recovery without a restart);
 * the identity service goes away (503 on protected routes while public ones answer); SIGTERM arrives during a
 * slow request (it completes, new connections are refused, exit 0 within the grace period); kill -9 lands in a
 * burst of writes on SQLite (on restart every acknowledged write is there and nothing is half-written).
 * (Payment provider faults are tests/adapters/payments/payment-faults.test.ts.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createMikroOrmPersistence } from '../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { startTestApi, uniqueEmail, type TestApi } from '../support/api.ts';
import { EMULATOR_HOST, tokenFor } from '../support/emulator.ts';
import { mailCatcherEnv } from '../support/mail-catcher.ts';
import { dropSchema, tempSqliteUrl, uniqueSchema } from '../adapters/persistence/stores.ts';
import { figures } from '../security/support/figures.ts';
import { baseEnv, killStarted, request, startInstance, startProcess } from './support/processes.ts';
import { startTcpProxy, type TcpProxy } from './support/tcp-proxy.ts';
import { SERVER_ENTRY } from '../support/entry.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const fig = figures('faults');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await killStarted();
});
afterAll(() => fig.print());

/** Retries `probe` until it answers `status`, at most `limit` times 100 ms apart; returns the tries it took. */
async function until(status: number, probe: () => Promise<{ status: number }>, limit = 150): Promise<number> {
  for (let tries = 1; tries <= limit; tries++) {
    if ((await probe()).status === status) return tries;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never answered ${status}`);
}

function expect503(res: { status: number; body: any }, where: string) {
  expect(res.status, where).toBe(503);
  expect(res.body, where).toEqual({
    message: expect.any(String),
    code: 'SERVICE.UNAVAILABLE',
    requestId: expect.any(String),
  });
  expect(res.body.message, where).not.toMatch(/127\.0\.0\.1|postgres|password|select|insert/i);
}

describe('the database goes away mid-run', () => {
  it('answers 503 (not 500, not 401) while PostgreSQL is unreachable, writes nothing, and recovers without a restart', async () => {
    const pg = new URL(POSTGRES_URL);
    const proxy: TcpProxy = await startTcpProxy(pg.hostname, Number(pg.port || 5432));
    const schema = uniqueSchema('faults');
    const url = POSTGRES_URL.replace(`${pg.hostname}:${pg.port || 5432}`, proxy.host);
    const api: TestApi = await startTestApi({ persistence: await createMikroOrmPersistence(url, { schema }) });
    cleanups.push(
      () => proxy.close(),
      () => dropSchema(POSTGRES_URL, schema),
      () => api.close(),
    );
    const token = await api.user('outage');
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);

    proxy.cut();
    expect503(await api.call('GET', '/api/apartments'), 'public list');
    expect503(await api.call('GET', '/api/health'), 'health');
    expect503(await api.call('GET', '/api/users/role', { token }), 'protected read');
    expect503(await api.call('PUT', '/api/users', { token, body: { name: 'Written during the outage' } }), 'write');

    proxy.restore();
    const tries = await until(200, () => api.call('GET', '/api/apartments'));
    expect((await api.call('GET', '/api/users/role', { token })).status).toBe(200);
    expect((await api.call('PUT', '/api/users', { token, body: { name: 'After' } })).body.name).toBe('After');
    fig.add(
      'faults',
      'PostgreSQL cut mid-run -> 503 on public, protected, write; back without restart',
      `yes (${tries} probe(s))`,
    );
  });
});

describe('the identity service goes away', () => {
  it('answers 503 on protected routes while public routes answer, and recovers', async () => {
    const [host, port] = EMULATOR_HOST.split(':') as [string, string];
    const proxy = await startTcpProxy(host, Number(port));
    cleanups.push(() => proxy.close());
    const server = await startInstance({
      FIREBASE_AUTH_EMULATOR_HOST: proxy.host,
      DATABASE_URL: 'memory',
      SEED: 'true',
    });
    const token = await tokenFor(uniqueEmail('idp'));
    expect((await request(server.url, 'PUT', '/api/users', { token, body: { name: 'Idp' } })).status).toBe(200);
    // The verifier remembers tokens it has vouched for; these have never been shown to the server, so it must ask.
    const fresh = await Promise.all([1, 2, 3].map((i) => tokenFor(uniqueEmail(`idp-fresh-${i}`))));

    proxy.cut();
    const cutAt = Date.now();
    // firebase-admin retries a failed call to the identity service with back-off before giving up: in parallel.
    const paths = ['/api/users/role', '/api/agreements/user', '/api/payments/user'];
    const protectedReplies = Promise.all(
      paths.map((path, i) => request(server.url, 'GET', path, { token: fresh[i], timeoutMs: 30_000 })),
    );
    for (const path of ['/api/apartments', '/api/coupons/active', '/api/config', '/api/health']) {
      expect((await request(server.url, 'GET', path)).status, path).toBe(200);
    }
    for (const [i, res] of (await protectedReplies).entries()) expect503(res, paths[i]!);
    const outageMs = Date.now() - cutAt;
    // A token verified before the outage keeps working on reads through it (remembered for up to a minute).
    expect((await request(server.url, 'GET', '/api/users/role', { token })).status).toBe(200);
    proxy.restore();
    await until(200, () => request(server.url, 'GET', '/api/users/role', { token: fresh[0] }));
    await server.stop();
    fig.add(
      'faults',
      'identity emulator cut -> protected 503, public 200; back without restart',
      `yes (503 after ${outageMs} ms of retries)`,
    );
  });
});

describe('SIGTERM during a slow request', () => {
  it('lets the request finish, refuses new connections, and exits 0 within the grace period', async () => {
    const ui = mkdtempSync(join(tmpdir(), 'lakeview-ui-'));
    writeFileSync(join(ui, 'index.html'), '<!doctype html><title>stub</title>');
    cleanups.push(() => rmSync(ui, { recursive: true, force: true }));
    // The real entry point (as npm start runs it), with its own SIGTERM handling.
    const server = await startProcess(
      SERVER_ENTRY,
      { ...baseEnv(), DATABASE_URL: 'memory', UI_DIST: ui, ...(await mailCatcherEnv()) },
      {
        listeningPattern: /is running at http:\/\/localhost:(\d+)/,
      },
    );
    const token = await tokenFor(uniqueEmail('slow'));
    const body = JSON.stringify({ name: 'Slow but complete' });
    // A client that sends its headers and half its body, then dawdles: the request is in flight.
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += String(d)));
    const closed = new Promise((r) => socket.on('close', r));
    await new Promise((r) => socket.once('connect', r));
    socket.write(
      `PUT /api/users HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((r) => setTimeout(r, 300));

    const started = Date.now();
    server.child.kill('SIGTERM');
    // New connections are refused once the server has stopped listening.
    const refusedAfter = await until(0, () => request(server.url, 'GET', '/api/health', { timeoutMs: 1000 }), 50);
    expect(server.child.exitCode).toBeNull();
    socket.write(body.slice(10));
    await Promise.race([closed, new Promise((r) => setTimeout(r, 12_000))]);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('Slow but complete');
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), 12_000))]);
    expect(code).toBe(0);
    const ms = Date.now() - started;
    expect(ms).toBeLessThan(10_000 + 2_000); // main.ts forces exit(1) after its 10 s grace period
    fig.add(
      'faults',
      'SIGTERM mid-request -> request 200, new connections refused, exit 0',
      `yes (exit after ${ms} ms, refused after ${refusedAfter} probe(s))`,
    );
  });
});

// The raw driver, to hold the SQLite file's write lock as another process (a CLI seed, a backup) would.
const RawSqlite = createRequire(import.meta.url)('better-sqlite3') as new (path: string) => {
  exec(sql: string): void;
  readonly inTransaction: boolean;
  close(): void;
};

// SQLite only: its driver is synchronous, so a wait for the lock inside it would stop the whole server. PostgreSQL
// queues lock waiters on its own server and has no such problem.
describe('a locked SQLite file', () => {
  it('keeps reads answering while a write waits, then answers the write 503 with Retry-After', async () => {
    const file = tempSqliteUrl();
    cleanups.push(() => file.cleanup());
    const api = await startTestApi({ persistence: await createMikroOrmPersistence(file.url, { lockWaitMs: 1500 }) });
    cleanups.push(() => api.close());
    const token = await api.user('locked-file');
    const admin = await api.admin('locked-file');
    const holder = new RawSqlite(file.path);
    holder.exec('begin immediate');
    cleanups.push(() => {
      if (holder.inTransaction) holder.exec('rollback');
      holder.close();
    });

    const started = Date.now();
    let answered = false;
    // A transaction that writes first, and one that reads before it writes (it must not fail half-way instead).
    const writes = Promise.all([
      api.call('POST', '/api/admin/announcements', {
        token: admin,
        body: { title: 'Locked', description: 'While locked' },
      }),
      api.call('PUT', '/api/users', { token, body: { name: 'Written while locked' } }),
    ]).finally(() => (answered = true));
    // Reads every 50 ms while the write waits; each one's latency counts from when it was due.
    const latencies: number[] = [];
    do {
      const due = Date.now() + 50;
      await new Promise((r) => setTimeout(r, 50));
      const read = await api.call('GET', '/api/apartments?limit=1');
      latencies.push(Date.now() - due);
      expect(read.status).toBe(200);
    } while (!answered);
    const refused = await writes;
    const waitedMs = Date.now() - started;
    for (const res of refused) {
      expect503(res, 'write while locked');
      expect(res.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    }
    expect(waitedMs).toBeGreaterThanOrEqual(1000); // each waited for the lock before giving up
    // About 25 reads of a few ms each on an idle machine; a server stopped by the wait answers none until it ends.
    expect(latencies.length).toBeGreaterThanOrEqual(5);
    expect(Math.max(...latencies)).toBeLessThan(1000);

    holder.exec('commit');
    expect((await api.call('PUT', '/api/users', { token, body: { name: 'Written after' } })).status).toBe(200);
    const posted = await api.call('POST', '/api/admin/announcements', {
      token: admin,
      body: { title: 'After', description: 'Once the lock is free' },
    });
    expect(posted.status).toBe(201);
    fig.add(
      'faults',
      'SQLite write lock held by another connection -> reads answer, write 503 + Retry-After after the wait',
      `yes (write refused after ${waitedMs} ms; ${latencies.length} reads meanwhile, slowest ${Math.max(...latencies)} ms)`,
    );
  });
});

describe('kill -9 during a burst of writes on SQLite', () => {
  it('keeps every acknowledged write after a restart, and nothing half-written, even with multi-row changes in flight', async () => {
    const file = tempSqliteUrl();
    cleanups.push(() => file.cleanup());
    const adminEmail = uniqueEmail('burst-admin');
    const env = { DATABASE_URL: file.url, TEST_ADMIN_EMAILS: adminEmail };
    const first = await startInstance({ ...env, SEED: 'true', SEED_APARTMENTS: '40' });
    const admin = await tokenFor(adminEmail);
    const residents = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const email = uniqueEmail(`burst-${i}`);
        return { email, token: await tokenFor(email) };
      }),
    );
    const apartments = (await request(first.url, 'GET', '/api/apartments?limit=50')).body.apartments.map(
      (a: { _id: string }) => a._id,
    );

    const acknowledged = { announcements: [] as string[], changes: 0 };
    /** Multi-row changes sent and not yet answered: the kill must find some of these running. */
    let inFlight = 0;
    let inFlightAtKill = 0;
    let stop = false;
    let sent = 0;
    const multiRow = async (method: string, path: string, body?: unknown) => {
      sent++;
      inFlight++;
      try {
        return await request(first.url, method, path, { token: admin, ...(body ? { body } : {}), timeoutMs: 3000 });
      } finally {
        inFlight--;
      }
    };
    // Announcements (one row each) from several clients, and each resident moving in and out over and over:
    // every accept writes the agreement, the role and an audit entry; every removal the role, the agreement and
    // an audit entry, each in one transaction.
    const announcer = async (worker: number) => {
      for (let i = 0; i < 400 && !stop; i++) {
        const title = `burst-${worker}-${i}`;
        sent++;
        const res = await request(first.url, 'POST', '/api/admin/announcements', {
          token: admin,
          body: { title, description: `body of ${title}` },
          timeoutMs: 3000,
        });
        if (res.status === 201) acknowledged.announcements.push(title);
      }
    };
    const resident = async (n: number) => {
      const { email, token } = residents[n]!;
      if ((await request(first.url, 'PUT', '/api/users', { token, body: { name: `Burst ${n}` } })).status !== 200)
        return;
      while (!stop) {
        const applied = await request(first.url, 'POST', '/api/agreements', {
          token,
          body: { apartmentId: apartments[n] },
        });
        if (applied.status !== 201 || stop) return;
        const accepted = await multiRow('PATCH', `/api/agreements/${applied.body._id}`, { action: 'accept' });
        if (accepted.status !== 200 || stop) return;
        acknowledged.changes++;
        const removed = await multiRow('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`);
        if (removed.status !== 200) return;
        acknowledged.changes++;
      }
    };
    const burst = Promise.all([...[0, 1, 2, 3].map(announcer), ...residents.map((_, n) => resident(n))]);
    await until(
      1,
      async () => ({
        status: acknowledged.announcements.length >= 60 && acknowledged.changes >= 24 && inFlight > 0 ? 1 : 0,
      }),
      300,
    );
    inFlightAtKill = inFlight;
    first.child.kill('SIGKILL');
    stop = true;
    await burst;
    expect(await first.exited).toBe('SIGKILL');
    expect(inFlightAtKill, 'multi-row changes running when the process died').toBeGreaterThan(0);

    const second = await startInstance(env);
    const listed = (await request(second.url, 'GET', '/api/admin/announcements', { token: admin })).body as {
      title: string;
      description: string;
    }[];
    const titles = new Set(listed.map((a) => a.title));
    expect(acknowledged.announcements.filter((t) => !titles.has(t))).toEqual([]);
    for (const a of listed.filter((x) => x.title.startsWith('burst-')))
      expect(a.description).toBe(`body of ${a.title}`);
    // Every resident is consistent: a member exactly when their current agreement is accepted, and a flat is
    // listed rented exactly when an accepted agreement holds it.
    let members = 0;
    const held = new Set<number>();
    for (const [n, { token }] of residents.entries()) {
      const role = (await request(second.url, 'GET', '/api/users/role', { token })).body?.role;
      const agreement = await request(second.url, 'GET', '/api/agreements/user', { token });
      const accepted = agreement.status === 200 && agreement.body.decision === 'accepted';
      expect(role === 'member', `resident ${n}: role ${role}, agreement ${JSON.stringify(agreement.body)}`).toBe(
        accepted,
      );
      if (accepted) {
        members++;
        held.add(n);
      }
    }
    const listedFlats = (await request(second.url, 'GET', '/api/apartments?limit=50')).body.apartments as {
      _id: string;
      available: boolean;
    }[];
    for (const [n, id] of apartments.slice(0, residents.length).entries()) {
      expect(listedFlats.find((a) => a._id === id)?.available, `flat of resident ${n}`).toBe(!held.has(n));
    }
    // Each acknowledged change left exactly its audit entry, and no entry exists for a change that did not commit.
    const logged = async (action: string) =>
      (await request(second.url, 'GET', `/api/admin/audit-log?action=${action}`, { token: admin })).body
        .total as number;
    const audit = (await logged('agreement.accept')) + (await logged('member.remove'));
    expect(audit).toBeGreaterThanOrEqual(acknowledged.changes);
    expect(audit).toBeLessThanOrEqual(acknowledged.changes + inFlightAtKill);
    await second.stop();
    fig.add(
      'faults',
      'kill -9 in a SQLite write burst: writes acknowledged (all found after restart) / sent; multi-row changes running at the kill',
      `${acknowledged.announcements.length + acknowledged.changes} / ${sent}; ${inFlightAtKill} (on disk: ${listed.filter((x) => x.title.startsWith('burst-')).length} announcements, ${members} members)`,
    );
  });
});

/**
 * What the SQL adapter does when things go wrong: a database unreachable at start, one that goes away while the
 * server runs (and comes back), and SQLite writers from another process holding the lock.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from '../../../adapters/persistence/mikro-orm/config.ts';
import { createMikroOrmPersistence, openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import type { EntityManager } from '@mikro-orm/knex';
import { aCoupon } from '../../support/builders.ts';
import { announceSkippedPostgres } from './notice.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from './stores.ts';

announceSkippedPostgres();

// The raw driver, to look at the file from outside the adapter (the package ships no types).
type RawSqlite = { pragma(sql: string, options: { simple: true }): unknown; close(): void };
const RawDatabase = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options?: { readonly?: boolean },
) => RawSqlite;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('database URLs', () => {
  it('accepts sqlite:<path> and postgres URLs, with an optional schema', () => {
    expect(parseDatabaseUrl('sqlite:data/residency.sqlite')).toEqual({
      dialect: 'sqlite',
      path: 'data/residency.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:///var/lib/r.sqlite')).toEqual({ dialect: 'sqlite', path: '/var/lib/r.sqlite' });
    expect(parseDatabaseUrl('postgres://u@h:5432/db')).toEqual({
      dialect: 'postgresql',
      url: 'postgres://u@h:5432/db',
      schema: 'public',
    });
    expect(parseDatabaseUrl('postgresql://u@h/db', { schema: 'run_1' })).toMatchObject({ schema: 'run_1' });
  });

  it('refuses anything else, without echoing a password', () => {
    expect(() => parseDatabaseUrl('mysql://root:hunter2@h/db')).toThrow(
      'Unsupported DATABASE_URL "mysql://root:***@h/db"',
    );
    expect(() => parseDatabaseUrl('sqlite:')).toThrow('needs a file path');
    expect(() => parseDatabaseUrl('postgres://h/db', { schema: 'x"; drop' })).toThrow('Invalid PostgreSQL schema name');
  });
});

describe('a database unreachable at start', () => {
  it('fails with SERVICE.UNAVAILABLE naming the database, password hidden', async () => {
    const start = createMikroOrmPersistence('postgres://postgres:hunter2@127.0.0.1:1/test');
    await expect(start).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message: expect.stringMatching(
        /^Cannot reach the database at postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test: .*ECONNREFUSED/,
      ),
    });
  });

  it('fails the same way for an SQLite file that cannot be created', async () => {
    await expect(createMikroOrmPersistence('sqlite:/dev/null/residency.sqlite')).rejects.toMatchObject({
      code: 'SERVICE.UNAVAILABLE',
      message: expect.stringContaining('Cannot reach the database at sqlite:/dev/null/residency.sqlite'),
    });
  });
});

describe('SQLite', () => {
  async function sqliteStore() {
    const file = tempSqliteUrl();
    const store = await createMikroOrmPersistence(file.url);
    cleanups.push(file.cleanup, () => store.close());
    return { store, path: file.path };
  }

  it('runs in WAL mode, and never waits for a lock inside the synchronous driver (busy timeout 0)', async () => {
    const { path } = await sqliteStore();
    const raw = new RawDatabase(path, { readonly: true });
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
    const orm = await openOrm(`sqlite:${path}`);
    cleanups.push(() => orm.close(true));
    const [row] = await (orm.em as EntityManager).getConnection().execute('pragma busy_timeout');
    // A wait inside better-sqlite3 would stop the event loop; Db waits for another connection's lock with timers.
    expect(row).toEqual({ timeout: 0 });
  });

  it('makes a writer wait for another process that holds the write lock, instead of failing', async () => {
    const { store, path } = await sqliteStore();
    // Another process (the CLI, say) takes the write lock and keeps it for 800 ms.
    const holder = spawn(
      process.execPath,
      [
        '-e',
        `const db = new (require('better-sqlite3'))(${JSON.stringify(path)});
       db.exec('begin immediate'); console.log('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 800);
       db.exec('commit'); db.close();`,
      ],
      { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    await new Promise<void>((resolve) => holder.stdout!.once('data', () => resolve()));
    const started = Date.now();
    await store.coupons.add(aCoupon().build());
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(await store.coupons.list()).toHaveLength(1);
    expect(await exited).toBe(0);
  });
});

/** A TCP relay in front of PostgreSQL that the test can cut and restore, like a network or server outage. */
class Relay {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => (socket === client ? upstream : client).destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async cut(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server?.close(resolve));
  }
}

describe('PostgreSQL going away while the server runs', () => {
  it.skipIf(!TEST_DATABASE_URL)(
    'answers SERVICE.UNAVAILABLE during the outage and recovers by itself afterwards',
    async () => {
      const real = new URL(TEST_DATABASE_URL!);
      const relay = new Relay({ host: real.hostname, port: Number(real.port || 5432) });
      await relay.open();
      const viaRelay = new URL(TEST_DATABASE_URL!);
      viaRelay.host = `127.0.0.1:${relay.port}`;
      const schema = uniqueSchema('outage');
      cleanups.push(() => dropSchema(TEST_DATABASE_URL!, schema));
      const warnings: string[] = [];
      const store: Persistence = await createMikroOrmPersistence(viaRelay.toString(), {
        schema,
        warn: (m) => warnings.push(m),
      });
      cleanups.push(() => store.close());
      await store.coupons.add(aCoupon().build());

      await relay.cut();
      await expect(store.ping()).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
      await expect(store.coupons.list()).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
      await expect(
        store.uow.run(() => store.coupons.add(aCoupon().withId('c-2').withCode('NEW').build())),
      ).rejects.toMatchObject({
        code: 'SERVICE.UNAVAILABLE',
      });

      await relay.open();
      await expect
        .poll(
          () =>
            store.ping().then(
              () => 'up',
              () => 'down',
            ),
          { timeout: 10_000, interval: 200 },
        )
        .toBe('up');
      expect((await store.coupons.list()).map((c) => c.code)).toEqual(['SAVE10']);
      expect(warnings.join('\n')).toMatch(/Connection/);
    },
  );
});

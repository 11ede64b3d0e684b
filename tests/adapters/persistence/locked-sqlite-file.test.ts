/**
 * A locked SQLite file stalls the whole server: while another connection (a CLI seed, a backup) holds the write lock,
 * a write of ours must wait for it without stopping the event loop, so that reads keep answering meanwhile, and
 * give up with a retryable SERVICE.UNAVAILABLE once it has waited long enough.
 *
 * SQLite only: better-sqlite3 is synchronous, so any wait inside the driver stops the whole process. PostgreSQL
 * queues lock waiters on its own server while this process keeps serving, and has no such problem.
 */
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { aCoupon, anApartment } from '../../support/builders.ts';
import { tempSqliteUrl } from './stores.ts';

// The raw driver, as another process would hold the file (the package ships no types).
interface RawSqlite {
  exec(sql: string): void;
  readonly inTransaction: boolean;
  close(): void;
}
const RawDatabase = createRequire(import.meta.url)('better-sqlite3') as new (
  path: string,
  options?: { timeout?: number },
) => RawSqlite;

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sqliteStore(options: { lockWaitMs?: number } = {}) {
  const file = tempSqliteUrl();
  const store = await createMikroOrmPersistence(file.url, options);
  cleanups.push(file.cleanup, () => store.close());
  await store.apartments.addMissing([anApartment().build()]);
  return { store, path: file.path };
}

/** Another connection that takes the write lock now and lets it go after `ms` (a timer: it needs a turning loop). */
function holdWriteLock(path: string, ms: number) {
  const holder = new RawDatabase(path);
  holder.exec('begin immediate');
  const release = () => {
    if (holder.inTransaction) holder.exec('commit');
  };
  const timer = setTimeout(release, ms);
  cleanups.push(() => {
    clearTimeout(timer);
    release();
    holder.close();
  });
  return { held: () => holder.inTransaction };
}

/** Counts 10 ms ticks of the event loop and the longest gap between two; a blocked loop gives few and a long gap. */
function watchLoop() {
  let ticks = 0;
  let last = performance.now();
  let longestGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
    ticks++;
  }, 10);
  return {
    stop() {
      clearInterval(timer);
      longestGap = Math.max(longestGap, performance.now() - last);
      return { ticks, longestGapMs: Math.round(longestGap) };
    },
  };
}

/**
 * Reads through the store, both kinds (the read connection and the ORM's), one every 20 ms until `pending` settles.
 * Each read's latency counts from when it was due, so a loop stopped in between shows in it.
 */
async function readWhile(store: Persistence, pending: Promise<unknown>) {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  const latencies: number[] = [];
  do {
    const due = performance.now() + 20;
    await sleep(20);
    const [page, coupons] = await Promise.all([store.apartments.page({}, { page: 1, limit: 1 }), store.coupons.list()]);
    latencies.push(performance.now() - due);
    expect(page.items).toHaveLength(1);
    expect(coupons.length).toBeLessThanOrEqual(1);
  } while (!settled);
  return { reads: latencies.length, slowestMs: Math.round(Math.max(...latencies)) };
}

describe('a locked SQLite file stalls the whole server (SQLite only; PostgreSQL waits on its own server)', () => {
  it('keeps reads answering and the event loop turning while a write waits for the lock, then writes', async () => {
    const { store, path } = await sqliteStore();
    holdWriteLock(path, 2000);
    const loop = watchLoop();
    const started = performance.now();
    const write = store.coupons.add(aCoupon().build());
    const reads = await readWhile(store, write);
    await write;
    const waitedMs = Math.round(performance.now() - started);
    const { ticks, longestGapMs } = loop.stop();
    expect(waitedMs).toBeGreaterThanOrEqual(1500); // it did wait for the holder
    expect((await store.coupons.list()).map((c) => c.code)).toEqual(['SAVE10']);
    // About 200 ticks and 50 reads in 2 s on an idle machine, a fifth of that on a busy one; a blocked loop gives none
    // until the lock is gone, and one gap as long as the wait.
    expect(ticks).toBeGreaterThanOrEqual(10);
    expect(longestGapMs).toBeLessThan(1000);
    expect(reads.reads).toBeGreaterThanOrEqual(5);
    expect(reads.slowestMs).toBeLessThan(1000);
  });

  it('gives up with a retryable SERVICE.UNAVAILABLE when the lock is held past the wait limit, loop turning', async () => {
    const { store, path } = await sqliteStore({ lockWaitMs: 800 });
    holdWriteLock(path, 10_000);
    const loop = watchLoop();
    const started = performance.now();
    const write = store.coupons.add(aCoupon().build());
    const reads = await readWhile(store, write);
    await expect(write).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE', retryAfter: expect.any(Number) });
    const waitedMs = Math.round(performance.now() - started);
    const { ticks, longestGapMs } = loop.stop();

    expect(waitedMs).toBeGreaterThanOrEqual(700);
    expect(waitedMs).toBeLessThan(5000);
    // About 80 ticks in the 800 ms on an idle machine; a blocked loop gives none, and one gap as long as the wait.
    expect(ticks).toBeGreaterThanOrEqual(3);
    expect(longestGapMs).toBeLessThan(waitedMs / 2);
    expect(reads.reads).toBeGreaterThanOrEqual(2);
  });

  it('waits for the lock before a unit of work starts, so its work runs once, holding the lock from the start', async () => {
    const { store, path } = await sqliteStore();
    const lock = holdWriteLock(path, 700);
    let runs = 0;
    await store.uow.run(async () => {
      runs++;
      expect(lock.held()).toBe(false);
      // The transaction took the write lock as it began (BEGIN IMMEDIATE), before any write of its own: another
      // writer is refused now, rather than this transaction failing half-way when it first writes.
      const other = new RawDatabase(path, { timeout: 0 });
      try {
        expect(() => other.exec('begin immediate')).toThrow(/database is locked/);
      } finally {
        other.close();
      }
      await store.coupons.add(aCoupon().build());
    });
    expect(runs).toBe(1);
    expect(await store.coupons.list()).toHaveLength(1);
  });
});

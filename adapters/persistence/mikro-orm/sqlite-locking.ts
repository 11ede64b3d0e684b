/**
 * How this process waits for SQLite's write lock while another connection (the CLI, a backup, a second server) holds
 * it. better-sqlite3 is synchronous: a busy timeout inside the driver stops the event loop for as long as it waits,
 * and every other request waits with it. So the connections never wait inside the driver (busy_timeout 0): a
 * statement that finds the file locked fails at once, and the caller tries again after a pause (a timer, so the
 * process keeps serving meanwhile), until the lock comes free or the wait limit runs out.
 *
 * Only what is safe to repeat is tried again: a read outside a transaction, and the start of a transaction. A
 * transaction takes the write lock as it begins (BEGIN IMMEDIATE), so once its work runs nothing can find the file
 * locked any more, and a transaction refused at its start has done nothing that a second try would do twice. (A
 * deferred BEGIN would take the lock at the first write, half-way through the work; in WAL mode it can then fail
 * for good, with no wait helping, when another connection wrote since the transaction's first read.)
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { isBusy } from './errors.ts';

/** How long a statement waits for another connection's lock, in total, before SERVICE.UNAVAILABLE. */
export const LOCK_WAIT_MS = 5000;
const FIRST_PAUSE_MS = 2;
const LONGEST_PAUSE_MS = 50;

interface Preparing {
  prepare(sql: string): unknown;
}

/**
 * Every transaction on this connection begins IMMEDIATE, taking the write lock at once. knex's SQLite dialect always
 * sends a plain `BEGIN;` and has no option for the mode, so the statement is exchanged as it is prepared.
 */
export function beginImmediate(connection: Preparing): void {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql: string) => prepare(sql === 'BEGIN;' ? 'BEGIN IMMEDIATE;' : sql);
}

/**
 * Runs `attempt`; while it fails because the file is locked, and `repeatable()` still says a new try is safe, runs
 * it again after a pause (2 ms, doubling up to 50 ms) until `limitMs` have passed. The last failure is thrown.
 */
export async function whileLocked<T>(
  attempt: () => Promise<T>,
  limitMs: number,
  repeatable: () => boolean = () => true,
): Promise<T> {
  const deadline = performance.now() + limitMs;
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(pause * 2, LONGEST_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      const left = deadline - performance.now();
      if (!isBusy(error) || !repeatable() || left <= 0) throw error;
      await sleep(Math.min(pause, left));
    }
  }
}

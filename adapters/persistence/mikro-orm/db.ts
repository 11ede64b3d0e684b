import { AsyncLocalStorage } from 'node:async_hooks';
import { TransactionContext, TransactionPropagation, type EntitySchema, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { translate } from './errors.ts';
import type { SqliteReader } from './sqlite-reader.ts';
import { whileLocked } from './sqlite-locking.ts';

/**
 * How repositories reach the database: always through the EntityManager of the current transaction
 * (`uow.run`) or request (`inRequestContext`), so a repository called inside a unit of work joins its
 * transaction. Outside both (the CLI, a script) each call gets a fresh fork, never the global manager.
 *
 * Repositories read with the identity map disabled and write with native statements: domain objects are
 * immutable values, so there is no managed entity to keep in sync and a request-long context can never
 * hand back a stale row.
 */
/** How repositories read through the ORM: rows are values, never tracked entities (see Db). */
export const READ = { disableIdentityMap: true } as const;

/** Resolves once the current turn of the event loop has handled its I/O (setImmediate's check phase). */
export const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/** `?, ?, ?` for a statement's `in (...)` list of `count` values. */
export const placeholders = (count: number) => Array.from({ length: count }, () => '?').join(', ');
/** The health check's ping on a SQLite file's read connection: one read of the file's header (Db.ping). */
export const SQLITE_PING = 'pragma schema_version';
/** The most keys one statement of readByKeyTogether reads (well under every driver's limit on bound values). */
const MAX_KEYS_TOGETHER = 100;

export class Db {
  private readonly columnLists = new Map<string, string>();
  /**
   * Each request's EntityManager, forked the first time the request reaches the ORM: a request that never does (a
   * constant answer, a read on the read connection) pays for no fork, and one that does gets its own, as before.
   */
  private readonly requests = new AsyncLocalStorage<{ em?: EntityManager }>();
  private pinging: Promise<void> | undefined;
  /** Shared reads waiting for the end of this turn of the event loop, by their SQL (readTogether). */
  private readonly together = new Map<string, Promise<readonly unknown[]>>();
  /** Keyed reads waiting for the end of this turn, by name, with the keys asked for so far (readByKeyTogether). */
  private readonly keyed = new Map<string, { keys: Set<string>; rows: Promise<ReadonlyMap<string, object[]>> }>();

  constructor(
    private readonly orm: MikroORM,
    /** SQLite only: the read connection for plain reads outside a transaction (sqlite-reader.ts). */
    private readonly reader?: SqliteReader,
    /**
     * SQLite only: how long to keep trying, without blocking, while another connection holds the file's lock
     * (sqlite-locking.ts). Unset on PostgreSQL, whose server queues lock waiters itself.
     */
    private readonly lockWaitMs?: number,
  ) {}

  private inTransaction(): boolean {
    return TransactionContext.getEntityManager(this.orm.em.name) !== undefined;
  }

  /** Outside a transaction on SQLite, `attempt` again while the file is locked: for what is safe to repeat. */
  private whenUnlocked<T>(attempt: () => Promise<T>, repeatable?: () => boolean): Promise<T> {
    return this.lockWaitMs === undefined || this.inTransaction()
      ? attempt()
      : whileLocked(attempt, this.lockWaitMs, repeatable);
  }

  /**
   * `alias.column as "property"` for every column of an entity, from the ORM's own metadata: a plain SQL read gets
   * rows shaped like the entity, so the same mappers serve both ways of reading and a renamed column never needs a
   * second list kept in step.
   */
  columns(entity: EntitySchema<any, any>, alias: string): string {
    const key = `${entity.meta.className}:${alias}`;
    let list = this.columnLists.get(key);
    if (list === undefined) {
      const meta = this.orm.getMetadata().get(entity.meta.className);
      list = meta.props
        .filter((prop) => prop.fieldNames?.length === 1 && prop.persist !== false)
        .map((prop) => `${alias}."${prop.fieldNames[0]}" as "${prop.name}"`)
        .join(', ');
      this.columnLists.set(key, list);
    }
    return list;
  }

  /** Runs a request's work in a context of its own: every repository call in it shares one EntityManager. */
  inRequest<T>(work: () => Promise<T>): Promise<T> {
    return this.requests.run({}, work);
  }

  em(): EntityManager {
    const transaction = TransactionContext.getEntityManager(this.orm.em.name);
    if (transaction) return transaction as EntityManager;
    const request = this.requests.getStore();
    if (request) return (request.em ??= this.orm.em.fork({ useContext: true }) as EntityManager);
    return this.orm.em.fork() as EntityManager;
  }

  /**
   * A plain SQL read. Inside a transaction it runs on the transaction's connection (and so sees its writes);
   * outside one, on SQLite, on the read connection, straight through the driver.
   */
  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const reader = this.reader;
    if (reader && !this.inTransaction()) {
      try {
        return await this.whenUnlocked(async () => reader.all<T>(sql, params));
      } catch (error) {
        throw translate(error);
      }
    }
    return this.run((em) => em.execute<T[]>(sql, [...params]));
  }

  /**
   * A read whose answer is the same for every caller (no parameters, nothing of the caller's), run once for all the
   * callers that ask for it in the same turn of the event loop: requests that arrive together (parsed from one batch
   * of network reads) share one statement. The first caller schedules it for the end of the turn; it starts after
   * every caller sharing it asked, so what it reads is never older than any of their requests, and it is not kept:
   * whoever asks once it has started waits for the next one. The rows are shared, so they are frozen. Inside a
   * transaction a read must see the transaction's own writes, so it runs there and then, on its own.
   */
  readTogether<T extends object>(sql: string): Promise<readonly T[]> {
    if (this.inTransaction()) return this.query<T>(sql);
    let shared = this.together.get(sql);
    if (shared === undefined) {
      shared = endOfTurn().then(() => {
        this.together.delete(sql);
        return this.query<T>(sql).then((rows) => Object.freeze(rows.map((row) => Object.freeze(row))));
      });
      this.together.set(sql, shared);
    }
    return shared as Promise<readonly T[]>;
  }

  /**
   * readTogether for a read by key (a caller's own row, by email): the keys asked for in one turn are read in one
   * statement, `sqlFor(n)` with n placeholders for n different keys (at most MAX_KEYS_TOGETHER), and each caller gets
   * the rows whose `keyOf` is its key. The same rules hold: the statement starts after every caller in it asked,
   * nothing is kept, the rows are frozen, and inside a transaction the read runs there and then, on its own.
   */
  readByKeyTogether<T extends object>(
    name: string,
    sqlFor: (count: number) => string,
    keyOf: (row: T) => string,
    key: string,
  ): Promise<readonly T[]> {
    if (this.inTransaction()) return this.query<T>(sqlFor(1), [key]);
    let batch = this.keyed.get(name);
    if (batch === undefined) {
      const keys = new Set<string>();
      const rows = endOfTurn().then(async () => {
        if (this.keyed.get(name)?.keys === keys) this.keyed.delete(name);
        const byKey = new Map<string, T[]>();
        for (const row of await this.query<T>(sqlFor(keys.size), [...keys])) {
          const rowKey = keyOf(Object.freeze(row));
          byKey.set(rowKey, [...(byKey.get(rowKey) ?? []), row]);
        }
        return byKey;
      });
      batch = { keys, rows };
      this.keyed.set(name, batch);
    }
    batch.keys.add(key);
    // A full statement takes no more keys: the next caller starts another.
    if (batch.keys.size >= MAX_KEYS_TOGETHER) this.keyed.delete(name);
    return batch.rows.then((byKey) => (byKey.get(key) ?? []) as unknown as readonly T[]);
  }

  /**
   * Runs one repository read (a write goes through `write`), with driver errors turned into domain errors. Outside a
   * transaction a read has nothing to undo, so on SQLite one that finds the file locked is simply run again.
   */
  async run<T>(operation: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.whenUnlocked(() => operation(this.em()));
    } catch (error) {
      throw translate(error);
    }
  }

  /**
   * Whether the database answers the server. On a SQLite file the read connection reads the file's header: the ORM's
   * one connection belongs to whichever transaction is under way (a long import holds it for seconds), so a ping
   * queued behind it would keep the health check waiting that long, while in WAL mode the read connection reads the
   * same file beside the writer. It reads the file itself, not a constant, so a file that cannot be read still fails
   * the check. Elsewhere, `select 1` on the ORM's own connection, with no EntityManager forked for it.
   */
  ping(): Promise<void> {
    // Health checks that arrive in the same turn of the event loop, or while a ping is on its way, share one ping
    // instead of sending their own: each answer still comes from a ping that was under way or started after the
    // check arrived, and none is kept once it lands.
    this.pinging ??= endOfTurn()
      .then(() => this.pingOnce())
      .finally(() => {
        this.pinging = undefined;
      });
    return this.pinging;
  }

  private async pingOnce(): Promise<void> {
    const reader = this.reader;
    try {
      await this.whenUnlocked(async () => {
        if (reader) reader.all(SQLITE_PING, []);
        else await this.orm.em.getConnection().execute('select 1');
      });
    } catch (error) {
      throw translate(error);
    }
  }

  /**
   * A transaction, or the current one joined: what `UnitOfWork.run` promises. On SQLite a new transaction takes the
   * write lock as it begins; while another connection holds it, beginning is tried again, never the work itself
   * (it may have done things outside the database by the time it fails).
   */
  async transaction<T>(work: () => Promise<T>): Promise<T> {
    let started = false;
    const begin = () =>
      this.em().transactional(
        async (em) => {
          await begun(em as EntityManager);
          started = true;
          return work();
        },
        { propagation: TransactionPropagation.REQUIRED },
      );
    try {
      return await this.whenUnlocked(begin, () => !started);
    } catch (error) {
      throw translate(error);
    }
  }

  /**
   * A write. Inside a transaction it runs under a savepoint, so that a statement the database refuses (a unique
   * index) leaves the transaction usable, as in the memory adapter; PostgreSQL would otherwise reject every
   * later statement of the transaction.
   */
  write<T>(operation: (em: EntityManager) => Promise<T>): Promise<T> {
    // On SQLite a write on its own is a transaction of its own, so that it waits for the lock as a transaction does.
    if (this.lockWaitMs !== undefined && !this.inTransaction()) return this.transaction(() => this.run(operation));
    return this.run((em) =>
      em.isInTransaction()
        ? em.transactional((inner) => operation(inner as EntityManager), { propagation: TransactionPropagation.NESTED })
        : operation(em),
    );
  }
}

/**
 * knex hands over a transaction even when its BEGIN failed (the file locked, the connection gone), and reports the
 * failure only to the first statement of the work, as "Transaction query already complete". The real error is
 * thrown here instead, before the work starts.
 */
async function begun(em: EntityManager): Promise<void> {
  const trx = em.getTransactionContext<{ isCompleted?(): boolean; executionPromise?: Promise<unknown> }>();
  if (!trx?.isCompleted?.()) return;
  await trx.executionPromise;
  throw new Error('The transaction ended before its work began');
}

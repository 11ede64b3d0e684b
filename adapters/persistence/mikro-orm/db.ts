import { RequestContext, TransactionContext, TransactionPropagation, type MikroORM } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/knex';
import { translate } from './errors.ts';
import type { SqliteReader } from './sqlite-reader.ts';

/**
 * How repositories reach the database: always through the EntityManager of the current transaction
 * (`uow.run`) or request (`inRequestContext`), so a repository called inside a unit of work joins its
 * transaction. Outside both (the CLI, a script) each call gets a fresh fork, never the global manager.
 *
 * Repositories read with the identity map disabled and write with native statements: domain objects are
 * immutable values, so there is no managed entity to keep in sync and a request-long context can never
 * hand back a stale row.
 */
export class Db {
  constructor(
    private readonly orm: MikroORM,
    /** SQLite only: the read connection for plain reads outside a transaction (sqlite-reader.ts). */
    private readonly reader?: SqliteReader,
  ) {}

  em(): EntityManager {
    const name = this.orm.em.name;
    const current = TransactionContext.getEntityManager(name) ?? RequestContext.getEntityManager(name);
    return (current ?? this.orm.em.fork()) as EntityManager;
  }

  /**
   * A plain SQL read. Inside a transaction it runs on the transaction's connection (and so sees its writes);
   * outside one, on SQLite, on the read connection, straight through the driver.
   */
  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    if (this.reader && !TransactionContext.getEntityManager(this.orm.em.name)) {
      try {
        return this.reader.all<T>(sql, params);
      } catch (error) {
        throw translate(error);
      }
    }
    return this.run((em) => em.execute<T[]>(sql, [...params]));
  }

  /** Runs one repository operation, with driver errors turned into domain errors. */
  async run<T>(operation: (em: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await operation(this.em());
    } catch (error) {
      throw translate(error);
    }
  }

  /** A transaction, or the current one joined: what `UnitOfWork.run` promises. */
  transaction<T>(work: () => Promise<T>): Promise<T> {
    return this.run((em) => em.transactional(() => work(), { propagation: TransactionPropagation.REQUIRED }));
  }

  /**
   * A write. Inside a transaction it runs under a savepoint, so that a statement the database refuses (a unique
   * index) leaves the transaction usable, as in the memory adapter; PostgreSQL would otherwise reject every
   * later statement of the transaction.
   */
  write<T>(operation: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.run((em) =>
      em.isInTransaction()
        ? em.transactional((inner) => operation(inner as EntityManager), { propagation: TransactionPropagation.NESTED })
        : operation(em),
    );
  }
}

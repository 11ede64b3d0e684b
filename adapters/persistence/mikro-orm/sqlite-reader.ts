import { openSqlite, type SqliteDb } from './sqlite-driver.ts';
import { cacheStatements } from './statement-cache.ts';

/**
 * A second, read-only connection to the SQLite file, for the busiest reads outside any transaction (the apartments
 * page, the caller's role on every signed-in request). Through MikroORM each such read goes through knex's query
 * runner and connection pool, which the benchmark measured at several times the cost of the statement itself; here
 * the statement is prepared once and run straight on the driver, as the bare server does.
 *
 * In WAL mode a reader never blocks on the writer and every statement sees the last committed state, so this
 * connection reads exactly what the ORM's connection would outside a transaction, without queueing behind one.
 * Reads inside a transaction must see its own writes and so keep using the transaction's connection (Db.query).
 */
export class SqliteReader {
  private readonly db: SqliteDb;

  constructor(path: string) {
    // Never waits inside the driver, which would stop the event loop: a read that finds the file locked (rare in
    // WAL mode, while another connection recovers the log) fails at once and Db runs it again after a pause.
    this.db = openSqlite(path, { fileMustExist: true, timeout: 0 });
    this.db.pragma('query_only = true');
    cacheStatements(this.db);
  }

  all<T>(sql: string, params: readonly unknown[]): T[] {
    return this.db.prepare(sql).all(...params) as T[];
  }

  close(): void {
    this.db.close();
  }
}

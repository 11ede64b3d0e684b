import { openSqlite, type SqliteDb, type Statement } from './sqlite-driver.ts';

/** The reads are a small fixed set of SQL texts (values are bound), so this bounds a cache that never fills. */
const MAX_STATEMENTS = 200;

/**
 * A second, read-only connection to the SQLite file, for the busiest reads outside any transaction (the apartments
 * page, the caller's role on every signed-in request). Through MikroORM each such read goes through knex's query
 * runner, which compiles the statement anew every time; here each statement is prepared once and run straight on the
 * driver, as the benchmark's bare server does.
 *
 * In WAL mode a reader never blocks on the writer and every statement sees the last committed state, so this
 * connection reads exactly what the ORM's connection would outside a transaction, without queueing behind one.
 * Reads inside a transaction must see its own writes and so keep using the transaction's connection (Db.query).
 */
export class SqliteReader {
  private readonly db: SqliteDb;
  private readonly statements = new Map<string, Statement>();

  constructor(path: string) {
    // Never waits inside the driver, which would stop the event loop: a read that finds the file locked (rare in
    // WAL mode, while another connection recovers the log) fails at once and Db runs it again after a pause.
    this.db = openSqlite(path, { fileMustExist: true, timeout: 0 });
    this.db.pragma('query_only = true');
  }

  all<T>(sql: string, params: readonly unknown[]): T[] {
    let statement = this.statements.get(sql);
    if (statement === undefined) {
      statement = this.db.prepare(sql);
      // A Map iterates in insertion order: the first key is the oldest statement.
      if (this.statements.size >= MAX_STATEMENTS) this.statements.delete(this.statements.keys().next().value!);
      this.statements.set(sql, statement);
    }
    return statement.all(...params) as T[];
  }

  close(): void {
    this.db.close();
  }
}

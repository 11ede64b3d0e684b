/**
 * knex compiles every SQLite statement anew; in the benchmark that compile step (better-sqlite3's `prepare`) was the
 * largest single cost of an API read. Each connection therefore keeps the statements it has prepared, by SQL text,
 * up to a bound (the SQL the app issues is a small fixed set; values are bound parameters). SQLite itself
 * re-prepares a kept statement when the schema changes under it.
 */
interface Preparing<Statement> {
  prepare(sql: string): Statement;
}

export const STATEMENT_CACHE_SIZE = 200;

export function cacheStatements<Statement>(connection: Preparing<Statement>, size = STATEMENT_CACHE_SIZE): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, Statement>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      // A Map iterates in insertion order: the first key is the oldest statement.
      if (kept.size >= size) kept.delete(kept.keys().next().value as string);
      kept.set(sql, statement);
    }
    return statement;
  };
}

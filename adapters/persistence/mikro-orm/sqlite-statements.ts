/** How many prepared statements one SQLite connection keeps; the least recently used goes first. */
const KEPT_STATEMENTS = 500;

interface Preparing {
  prepare(sql: string): unknown;
}

/**
 * Each statement prepared once and kept on its connection: knex's SQLite dialect prepares every query anew, and the
 * ORM sends the same few hundred texts over and over (its placeholders keep the values out of the text). Safe
 * because better-sqlite3 runs a statement to the end before returning (knex uses only `all` and `run`, never an
 * iterator), so a kept statement is never in use when it is asked for again, and SQLite prepares it again by itself
 * if the schema changed under it.
 */
export function keepPreparedStatements(connection: Preparing, max = KEPT_STATEMENTS): void {
  const prepare = connection.prepare.bind(connection);
  const kept = new Map<string, unknown>();
  connection.prepare = (sql: string) => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
    } else {
      kept.delete(sql);
    }
    kept.set(sql, statement);
    return statement;
  };
}

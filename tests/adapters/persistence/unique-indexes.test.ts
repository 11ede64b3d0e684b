/**
 * The unique indexes the migrations create, read back from a migrated database of each dialect, are exactly the
 * ones unique-rules.ts names: a rule on the columns it says, or an index it says holds no rule. The memory store
 * enforces each (unique-rules.contract.ts), so an index the memory store knows nothing of fails here first.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/knex';
import { migrate, openOrm } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { UNIQUE_INDEXES_WITHOUT_RULE, UNIQUE_RULES } from '../../../adapters/persistence/unique-rules.ts';
import { announceSkippedPostgres } from './notice.ts';
import { DIALECTS, type Database, type Dialect } from './databases.ts';

announceSkippedPostgres();

interface UniqueIndexRow {
  readonly name: string;
  readonly table: string;
  readonly column: string;
}

/** Every unique index but the primary keys, one row per column in the index's order. */
const UNIQUE_INDEX_COLUMNS: Record<Dialect, string> = {
  sqlite: `select i.name as name, m.name as "table", c.name as "column"
    from sqlite_master m, pragma_index_list(m.name) i, pragma_index_info(i.name) c
    where m.type = 'table' and i."unique" = 1 and i.origin <> 'pk'
    order by i.name, c.seqno`,
  postgresql: `select i.relname as name, t.relname as "table", a.attname as "column"
    from pg_index x
    join pg_class i on i.oid = x.indexrelid
    join pg_class t on t.oid = x.indrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(x.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema() and x.indisunique and not x.indisprimary
    order by i.relname, k.position`,
};

describe.each(DIALECTS)('unique indexes on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)('are the rules of unique-rules.ts, on their columns, and no other', async () => {
    db = make();
    await migrate(db.url, db.options);
    const orm = await openOrm(db.url, db.options);
    try {
      const rows = await (orm.em as EntityManager)
        .getConnection()
        .execute<UniqueIndexRow[]>(UNIQUE_INDEX_COLUMNS[dialect]);
      const columns = new Map<string, string[]>();
      for (const row of rows) columns.set(row.name, [...(columns.get(row.name) ?? []), `${row.table}.${row.column}`]);
      const inDatabase = Object.fromEntries([...columns].map(([name, list]) => [name, list.join(', ')]));
      const named = {
        ...Object.fromEntries(Object.entries(UNIQUE_RULES).map(([name, rule]) => [name, rule.columns])),
        ...Object.fromEntries(Object.keys(UNIQUE_INDEXES_WITHOUT_RULE).map((name) => [name, inDatabase[name]])),
      };
      expect(inDatabase).toEqual(named);
      expect(Object.keys(inDatabase).length).toBeGreaterThan(0);
    } finally {
      await orm.close(true);
    }
  });
});

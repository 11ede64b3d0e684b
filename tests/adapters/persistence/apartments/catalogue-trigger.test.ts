/**
 * The apartments page is answered from memory while the catalogue's token stands, and a trigger writes a new token
 * when a flat changes in a way the page shows. The page shows every column of a flat (its row is read whole), so the
 * columns the trigger watches, read back from a migrated database of each dialect, are every column of the table
 * but its primary key: a column added without a new trigger that watches it fails here.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/knex';
import { migrate, openOrm } from '../../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import { ApartmentRow } from '../../../../adapters/persistence/apartments/entity.ts';
import { announceSkippedPostgres } from '../notice.ts';
import { DIALECTS, type Database, type Dialect } from '../databases.ts';

announceSkippedPostgres();

const TABLE = 'apartments';
const TRIGGER = 'apartments_catalogue_update';

const QUERIES: Record<Dialect, { trigger: string; columns: string }> = {
  sqlite: {
    trigger: `select sql as definition from sqlite_master where type = 'trigger' and name = ?`,
    columns: `select name, pk > 0 as "primary" from pragma_table_info(?)`,
  },
  postgresql: {
    trigger: `select pg_get_triggerdef(t.oid) as definition from pg_trigger t
      join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = current_schema() and t.tgname = ?`,
    columns: `select a.attname as name, coalesce(x.indisprimary, false) as "primary"
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_index x on x.indrelid = c.oid and x.indisprimary and a.attnum = any(x.indkey)
      where n.nspname = current_schema() and c.relname = ? and a.attnum > 0 and not a.attisdropped`,
  },
};

/** The columns a trigger's condition compares before and after the change (old."c" ... new."c"). */
const watchedColumns = (definition: string) =>
  [...definition.matchAll(/old\."?(\w+)"?\s+is\s+(?:not|distinct\s+from)\s+new\."?\1"?/gi)].map((m) => m[1]!).sort();

describe.each(DIALECTS)('the catalogue trigger on $dialect', ({ dialect, skip, make }) => {
  let db: Database | undefined;
  afterEach(async () => {
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)('watches every column of a flat but its id, as the table has them', async () => {
    db = make();
    await migrate(db.url, db.options);
    const orm = await openOrm(db.url, db.options);
    try {
      const connection = (orm.em as EntityManager).getConnection();
      const [trigger] = await connection.execute<{ definition: string }[]>(QUERIES[dialect].trigger, [TRIGGER]);
      const columns = await connection.execute<{ name: string; primary: boolean | number }[]>(
        QUERIES[dialect].columns,
        [TABLE],
      );
      const shown = columns
        .filter((c) => !c.primary)
        .map((c) => c.name)
        .sort();
      expect(shown.length).toBeGreaterThan(0);
      expect(watchedColumns(trigger!.definition)).toEqual(shown);
      // What the page reads of a flat: every column of its entity.
      const entity = orm.getMetadata().get(ApartmentRow.meta.className);
      const read = entity.props
        .filter((p) => !p.primary)
        .flatMap((p) => p.fieldNames)
        .sort();
      expect(read).toEqual(shown);
    } finally {
      await orm.close(true);
    }
  });
});

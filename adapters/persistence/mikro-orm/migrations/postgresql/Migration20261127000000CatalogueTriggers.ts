import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's token is kept by the database: any insert or delete of a flat, and any change to what the
 * apartments page shows of one (rent, photo, retirement, location), writes a new random token in the same
 * transaction, whoever writes it. A page or an order kept in memory is therefore never trusted after a change,
 * whichever code path or process made it. Inserts and deletes bump once per statement, so a seed's batch of
 * 500 flats writes the token once.
 */
const SHOWN = ['rent', 'image', 'retired_at', 'block', 'floor', 'number'];

export class Migration20261127000000CatalogueTriggers extends Migration {
  override up(): void {
    // "set search_path from current": the function finds the table in this schema whatever the caller's path.
    this.addSql(`create function "bump_catalogue"() returns trigger language plpgsql set search_path from current as $$
      begin
        update "catalogue_versions" set "version" = md5(random()::text || clock_timestamp()::text) where "id" = 1;
        return null;
      end $$`);
    this.addSql(`create trigger "apartments_catalogue_insert" after insert on "apartments"
      for each statement execute function "bump_catalogue"()`);
    this.addSql(`create trigger "apartments_catalogue_delete" after delete on "apartments"
      for each statement execute function "bump_catalogue"()`);
    this.addSql(`create trigger "apartments_catalogue_update" after update on "apartments"
      for each row when (${SHOWN.map((c) => `old."${c}" is distinct from new."${c}"`).join(' or ')})
      execute function "bump_catalogue"()`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "apartments_catalogue_${event}" on "apartments"`);
    this.addSql(`drop function if exists "bump_catalogue"()`);
  }
}

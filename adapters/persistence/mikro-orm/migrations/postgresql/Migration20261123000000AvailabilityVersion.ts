import { Migration } from '@mikro-orm/migrations';

/**
 * The apartments' availability version: a second token on the catalogue's version row, changed (to a new random
 * value, never back to an old one) by the database itself whenever an agreement becomes, or stops being, accepted,
 * whoever writes it. With the catalogue's own token it says when a page of apartments read earlier is still exactly
 * what the database holds, so a server may answer it again after reading only this one row (apartments.ts).
 *
 * The row lock the trigger takes is held to the end of the transaction, so transactions that accept or end an
 * agreement queue up on it; pending requests and rejections never touch it.
 */
const NEW_TOKEN = `md5(random()::text || clock_timestamp()::text)`;

export class Migration20261123000000AvailabilityVersion extends Migration {
  override up(): void {
    this.addSql(`alter table "catalogue_versions" add column "availability" text collate "C" not null default ''`);
    this.addSql(`update "catalogue_versions" set "availability" = ${NEW_TOKEN}`);
    // "set search_path from current": the function finds the table in this schema whatever the caller's path.
    this
      .addSql(`create function "bump_availability"() returns trigger language plpgsql set search_path from current as $$
      begin
        update "catalogue_versions" set "availability" = ${NEW_TOKEN} where "id" = 1;
        return null;
      end $$`);
    this.addSql(`create trigger "agreements_availability_insert" after insert on "agreements"
      for each row when (new."status" = 'accepted') execute function "bump_availability"()`);
    this.addSql(`create trigger "agreements_availability_update" after update on "agreements"
      for each row when (old."status" = 'accepted' or new."status" = 'accepted') execute function "bump_availability"()`);
    this.addSql(`create trigger "agreements_availability_delete" after delete on "agreements"
      for each row when (old."status" = 'accepted') execute function "bump_availability"()`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "agreements_availability_${event}" on "agreements"`);
    this.addSql(`drop function if exists "bump_availability"()`);
    this.addSql(`alter table "catalogue_versions" drop column "availability"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The apartments catalogue's version: one row whose token changes (to a new random value, never back to an old
 * one) in the same transaction as every insert into "apartments". Each server keeps the catalogue's (rent, id)
 * order in memory and compares this token to know when another process (a CLI seed) has changed it. The first token
 * is random too, so an index built in memory is never mistaken for current on a database migrated later.
 */
export class Migration20261122030000CatalogueVersion extends Migration {
  override up(): void {
    this.addSql(`create table "catalogue_versions" ("id" integer not null primary key, "version" text not null)`);
    this.addSql(`insert into "catalogue_versions" ("id", "version") values (1, lower(hex(randomblob(16))))`);
  }

  override down(): void {
    this.addSql(`drop table if exists "catalogue_versions"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The building's own flats: a flat may be retired (never deleted, so its history stays), and its photos are kept
 * here, re-encoded, so that every server instance serves the same ones. Only flats still listed are paged, so the
 * page order's index leaves retired ones out.
 */
export class Migration20261125000000ApartmentsOwned extends Migration {
  override up(): void {
    this.addSql(`alter table "apartments" add column "retired_at" datetime null`);
    this.addSql(
      `create index "apartments_listed_rent_id_index" on "apartments" ("rent", "id") where "retired_at" is null`,
    );
    this.addSql(`create table "apartment_photos" (
      "id" text not null primary key,
      "apartment_id" text not null,
      "content_type" text not null,
      "bytes" blob not null,
      "created_at" datetime not null)`);
    this.addSql(`create index "apartment_photos_apartment_index" on "apartment_photos" ("apartment_id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "apartment_photos"`);
    this.addSql(`drop index if exists "apartments_listed_rent_id_index"`);
    this.addSql(`alter table "apartments" drop column "retired_at"`);
  }
}

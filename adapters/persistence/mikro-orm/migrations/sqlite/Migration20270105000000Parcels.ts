import { Migration } from '@mikro-orm/migrations';

/**
 * Parcels the front desk keeps for the flats: each waiting until someone collects it (who took it and when are
 * recorded once, with the collection), with the building day its resident was last reminded of it, and at most one
 * photo taken at the desk, re-encoded and kept in the database so every server instance serves it. Deleting a parcel
 * deletes its photo.
 */
export class Migration20270105000000Parcels extends Migration {
  override up(): void {
    this.addSql(`create table "parcels" (
      "id" text not null primary key,
      "apartment_id" text not null,
      "flat" text not null,
      "carrier" text not null,
      "note" text not null,
      "has_photo" integer not null check ("has_photo" in (0, 1)),
      "status" text not null check ("status" in ('waiting', 'collected')),
      "logged_by" text not null,
      "logged_at" datetime not null,
      "logged_on" text not null,
      "collected_by" text null,
      "collected_at" datetime null,
      "collected_recorded_by" text null,
      "reminded_on" text null,
      check (("status" = 'collected') = ("collected_at" is not null)),
      check (("status" = 'collected') = ("collected_by" is not null)))`);
    this.addSql(`create index "parcels_status_index" on "parcels" ("status", "logged_at")`);
    this.addSql(`create index "parcels_apartment_index" on "parcels" ("apartment_id", "logged_at")`);
    this.addSql(`create table "parcel_photos" (
      "parcel_id" text not null primary key references "parcels" ("id") on delete cascade,
      "content_type" text not null,
      "bytes" blob not null,
      "size" integer not null,
      "created_at" datetime not null)`);
  }

  override down(): void {
    this.addSql(`drop table if exists "parcel_photos"`);
    this.addSql(`drop table if exists "parcels"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Photos sent with a maintenance report, re-encoded (never the file as sent), kept in the database so that every
 * server instance serves the same ones. A request carries 1 to 3 of them at positions 1, 2, 3: the unique index holds
 * one photo per position, and the request row counts them so that reading a request needs no look at the bytes.
 * Deleting a request deletes its photos.
 */
export class Migration20261201000000MaintenancePhotos extends Migration {
  override up(): void {
    this.addSql(`alter table "maintenance_requests" add column "photo_count" integer not null default 0`);
    this.addSql(`create table "maintenance_photos" (
      "id" text not null primary key,
      "request_id" text not null references "maintenance_requests" ("id") on delete cascade,
      "position" integer not null check ("position" between 1 and 3),
      "content_type" text not null,
      "bytes" blob not null,
      "size" integer not null,
      "created_at" datetime not null)`);
    this.addSql(
      `create unique index "maintenance_photos_request_position_unique" on "maintenance_photos" ("request_id", "position")`,
    );
  }

  override down(): void {
    this.addSql(`drop table if exists "maintenance_photos"`);
    this.addSql(`alter table "maintenance_requests" drop column "photo_count"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Maintenance requests and their history. A request is one row; each thing that happened to it is one row of
 * maintenance_history, numbered from 0 in the order it happened, never changed afterwards. The request's version is
 * the number of history rows: a change is one update of the request conditional on the version it read, plus the
 * rows it appended, so of two racing changes one updates the row and the other updates none. The history's primary
 * key (request, position) refuses a second entry at the same position too.
 */
export class Migration20261130000000MaintenanceRequests extends Migration {
  override up(): void {
    this.addSql(`create table "maintenance_requests" (
      "id" text collate "C" not null primary key,
      "category" text not null,
      "title" text not null,
      "description" text not null,
      "emergency" boolean not null,
      "apartment_id" text collate "C" null,
      "place_label" text null,
      "entry_allowed" boolean null,
      "entry_notes" text null,
      "resident_email" text collate "C" not null,
      "resident_name" text not null,
      "created_at" timestamptz not null,
      "status" text not null,
      "version" integer not null)`);
    this.addSql(
      `create index "maintenance_requests_resident_index" on "maintenance_requests" ("resident_email", "created_at")`,
    );
    this.addSql(
      `create index "maintenance_requests_board_index" on "maintenance_requests" ("emergency", "created_at", "id")`,
    );
    this.addSql(`create index "maintenance_requests_apartment_index" on "maintenance_requests" ("apartment_id")`);
    this.addSql(`create table "maintenance_history" (
      "request_id" text collate "C" not null,
      "position" integer not null,
      "at" timestamptz not null,
      "kind" text not null,
      "by_email" text not null,
      "by_name" text not null,
      "by_role" text not null,
      "from_status" text null,
      "to_status" text null,
      "reason" text null,
      "text" text null,
      "rating" integer null,
      "comment" text null,
      primary key ("request_id", "position"))`);
  }

  override down(): void {
    this.addSql(`drop table if exists "maintenance_history"`);
    this.addSql(`drop table if exists "maintenance_requests"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The front desk: the building's staff (each person on the roster once), visits to flats (residents' passes and the
 * gate's walk-ins, each pass code unique among the expected passes of its day) and how long visits are kept.
 */
export class Migration20261230000000FrontDesk extends Migration {
  override up(): void {
    this.addSql(`create table "staff_members" (
      "id" text not null primary key,
      "email" text not null,
      "name" text not null,
      "job" text not null check ("job" in ('guard', 'caretaker', 'assistant')),
      "added_at" datetime not null)`);
    this.addSql(`create unique index "staff_members_email_unique" on "staff_members" ("email")`);
    this.addSql(`create table "visits" (
      "id" text not null primary key,
      "kind" text not null check ("kind" in ('pass', 'walk-in')),
      "code" text null,
      "apartment_id" text not null,
      "flat" text not null,
      "host_email" text null,
      "visitor_name" text not null,
      "phone" text not null,
      "date" text not null,
      "note" text not null,
      "status" text not null check ("status" in ('expected', 'arrived', 'left', 'cancelled')),
      "created_by" text not null,
      "created_at" datetime not null,
      "arrived_at" datetime null,
      "left_at" datetime null,
      check (("kind" = 'pass') = ("code" is not null)),
      check (("status" in ('arrived', 'left')) = ("arrived_at" is not null)),
      check (("status" = 'left') = ("left_at" is not null)))`);
    this.addSql(
      `create unique index "visits_open_code_unique" on "visits" ("date", "code") where "status" = 'expected'`,
    );
    this.addSql(`create index "visits_code_index" on "visits" ("code")`);
    this.addSql(`create index "visits_date_index" on "visits" ("date")`);
    this.addSql(`create index "visits_apartment_date_index" on "visits" ("apartment_id", "date")`);
    this.addSql(`create table "visitor_settings" (
      "id" text not null primary key check ("id" = 'building'),
      "retention_days" integer not null check ("retention_days" between 1 and 3650),
      "version" integer not null check ("version" >= 1))`);
  }

  override down(): void {
    this.addSql(`drop table if exists "visitor_settings"`);
    this.addSql(`drop table if exists "visits"`);
    this.addSql(`drop table if exists "staff_members"`);
  }
}

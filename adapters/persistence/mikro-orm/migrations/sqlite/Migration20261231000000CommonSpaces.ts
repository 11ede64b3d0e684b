import { Migration } from '@mikro-orm/migrations';

/**
 * The common spaces residents book (opening hours in the building's time, a slot length, how far ahead, a monthly
 * limit per flat, approval, a fee in poisha) and their bookings, each of one slot on a building's day; at most one
 * active (pending or approved) booking a slot.
 */
export class Migration20261231000000CommonSpaces extends Migration {
  override up(): void {
    this.addSql(`create table "common_spaces" (
      "id" text not null primary key,
      "name" text not null,
      "opens_at" text not null,
      "closes_at" text not null,
      "slot_minutes" integer not null check ("slot_minutes" between 1 and 1440),
      "ahead_days" integer not null check ("ahead_days" >= 1),
      "monthly_limit" integer not null check ("monthly_limit" >= 1),
      "needs_approval" integer not null,
      "fee_minor" integer not null check ("fee_minor" >= 0),
      "retired" integer not null,
      "version" integer not null check ("version" >= 1))`);
    this.addSql(`create table "space_bookings" (
      "id" text not null primary key,
      "space_id" text not null references "common_spaces" ("id"),
      "space_name" text not null,
      "day" text not null,
      "start_time" text not null,
      "end_time" text not null,
      "starts_at" datetime not null,
      "apartment_id" text not null,
      "flat" text not null,
      "lease_id" text not null,
      "member_email" text not null,
      "member_name" text not null,
      "status" text not null check ("status" in ('pending', 'approved', 'declined', 'cancelled')),
      "fee_minor" integer not null check ("fee_minor" >= 0),
      "booked_at" datetime not null,
      "decided_at" datetime null,
      "decided_by" text null,
      "reason" text null,
      "cancelled_at" datetime null)`);
    this.addSql(
      `create unique index "space_bookings_slot_unique" on "space_bookings" ("space_id", "day", "start_time") where "status" in ('pending', 'approved')`,
    );
    this.addSql(`create index "space_bookings_day_index" on "space_bookings" ("day")`);
    this.addSql(`create index "space_bookings_apartment_index" on "space_bookings" ("apartment_id")`);
    this.addSql(`create index "space_bookings_member_index" on "space_bookings" ("member_email")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "space_bookings"`);
    this.addSql(`drop table if exists "common_spaces"`);
  }
}

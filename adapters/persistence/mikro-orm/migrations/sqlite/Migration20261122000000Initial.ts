import { Migration } from '@mikro-orm/migrations';

/**
 * The first schema. Every uniqueness rule the server enforces (one open agreement per user, one accepted
 * agreement per apartment, one payment per user and month, unique coupon codes) is an index here, so it holds
 * under concurrent requests without check-then-write. Index names are what errors.ts maps back to domain
 * errors: keep them.
 * Text compares by bytes (SQLite's BINARY collation), as on PostgreSQL ("C") and in the memory adapter.
 * Dates are stored by MikroORM as epoch milliseconds in "datetime" columns.
 */
export class Migration20261122000000Initial extends Migration {
  override up(): void {
    this.addSql(`create table "apartments" (
      "id" text not null primary key,
      "image" text not null,
      "floor" integer not null,
      "block" text not null,
      "number" text not null,
      "rent" integer not null)`);
    this.addSql(`create unique index "apartments_location_unique" on "apartments" ("block", "floor", "number")`);
    this.addSql(`create index "apartments_rent_id_index" on "apartments" ("rent", "id")`);

    this.addSql(`create table "users" (
      "id" text not null primary key,
      "email" text not null,
      "name" text not null,
      "photo_url" text not null,
      "role" text not null)`);
    this.addSql(`create unique index "users_email_unique" on "users" ("email")`);
    this.addSql(`create index "users_role_email_index" on "users" ("role", "email")`);

    this.addSql(`create table "agreements" (
      "id" text not null primary key,
      "user_email" text not null,
      "user_name" text not null,
      "apartment_id" text not null,
      "floor" integer not null,
      "block" text not null,
      "number" text not null,
      "rent" integer not null,
      "status" text not null,
      "request_date" datetime not null,
      "decided_at" datetime null,
      "ended_at" datetime null)`);
    this.addSql(
      `create unique index "agreements_one_open_per_user" on "agreements" ("user_email") where "status" in ('pending', 'accepted')`,
    );
    this.addSql(
      `create unique index "agreements_one_accepted_per_apartment" on "agreements" ("apartment_id") where "status" = 'accepted'`,
    );
    this.addSql(`create index "agreements_status_request_date_index" on "agreements" ("status", "request_date", "id")`);

    this.addSql(`create table "coupons" (
      "id" text not null primary key,
      "code" text not null,
      "code_key" text not null,
      "description" text not null,
      "discount_percentage" integer not null,
      "is_active" integer not null)`);
    this.addSql(`create unique index "coupons_code_key_unique" on "coupons" ("code_key")`);

    this.addSql(`create table "announcements" (
      "id" text not null primary key,
      "title" text not null,
      "description" text not null,
      "created_at" datetime not null)`);
    this.addSql(`create index "announcements_created_at_index" on "announcements" ("created_at", "id")`);

    this.addSql(`create table "payments" (
      "id" text not null primary key,
      "user_email" text not null,
      "user_name" text not null,
      "floor" integer not null,
      "block" text not null,
      "number" text not null,
      "rent" integer not null,
      "month" text not null,
      "month_key" text not null,
      "discount" integer not null,
      "amount_minor" integer not null,
      "coupon_code" text null,
      "status" text not null,
      "transaction_id" text not null,
      "paid_at" datetime not null)`);
    this.addSql(`create unique index "payments_user_month_unique" on "payments" ("user_email", "month_key")`);
    this.addSql(`create unique index "payments_transaction_id_unique" on "payments" ("transaction_id")`);
    this.addSql(`create index "payments_user_paid_at_index" on "payments" ("user_email", "paid_at", "id")`);
  }

  override down(): void {
    for (const table of ['payments', 'announcements', 'coupons', 'agreements', 'users', 'apartments']) {
      this.addSql(`drop table if exists "${table}"`);
    }
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Changes to running leases. A new rent scheduled from a month (whole taka from 1 to 10,000,000), at most one a
 * month a lease; a cancelled change is deleted, the audit log keeps it. An offer to renew a lease to a later end month
 * at a rent from the month after its current end, pending until its member answers once (accepted or declined), at
 * most one pending a lease.
 */
export class Migration20261226000000LeaseChanges extends Migration {
  override up(): void {
    this.addSql(`create table "rent_changes" (
      "id" text not null primary key,
      "lease_id" text not null,
      "effective_month" text not null,
      "rent" integer not null check ("rent" between 1 and 10000000),
      "scheduled_at" datetime not null,
      "scheduled_by" text not null)`);
    this.addSql(
      `create unique index "rent_changes_lease_month_unique" on "rent_changes" ("lease_id", "effective_month")`,
    );
    this.addSql(`create table "renewal_offers" (
      "id" text not null primary key,
      "lease_id" text not null,
      "from_end_month" text not null,
      "end_month" text not null,
      "rent" integer not null check ("rent" between 1 and 10000000),
      "status" text not null check ("status" in ('pending', 'accepted', 'declined')),
      "offered_at" datetime not null,
      "offered_by" text not null,
      "answered_at" datetime null,
      check ("end_month" > "from_end_month"),
      check (("status" = 'pending') = ("answered_at" is null)))`);
    this.addSql(
      `create unique index "renewal_offers_one_pending" on "renewal_offers" ("lease_id") where "status" = 'pending'`,
    );
    this.addSql(`create index "renewal_offers_lease_index" on "renewal_offers" ("lease_id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "renewal_offers"`);
    this.addSql(`drop table if exists "rent_changes"`);
  }
}

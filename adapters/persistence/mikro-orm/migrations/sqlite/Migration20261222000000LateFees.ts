import { Migration } from '@mikro-orm/migrations';

/**
 * Late fees. The building's rule: no row until the admin first saves one (late fees are off until then), then one row,
 * id 1, each save raising the version by one and landing only on the version it was read at. The checks are the
 * domain's rules: 0 to 28 days of grace, a fixed fee above nothing and at most ৳100,000 or a percent above 0 and at
 * most 100 (in hundredths), an optional cap of ৳1 to ৳100,000, and the month late fees were switched on kept exactly
 * while they are on. And on the books, at most one late fee per lease and month, voided (waived) ones included, so two
 * instances or a restarted round never add a month's fee twice.
 */
export class Migration20261222000000LateFees extends Migration {
  override up(): void {
    this.addSql(`create table "late_fee_rule" (
      "id" integer not null primary key check ("id" = 1),
      "enabled" integer not null,
      "grace_days" integer not null check ("grace_days" between 0 and 28),
      "basis" text not null check ("basis" in ('fixed', 'percent')),
      "amount_minor" integer null check ("amount_minor" between 1 and 10000000),
      "percent_hundredths" integer null check ("percent_hundredths" between 1 and 10000),
      "cap_minor" integer null check ("cap_minor" between 100 and 10000000 and "cap_minor" % 100 = 0),
      "since" text null,
      "version" integer not null check ("version" >= 1),
      check (("basis" = 'fixed') = ("amount_minor" is not null and "percent_hundredths" is null)),
      check (("basis" = 'percent') = ("percent_hundredths" is not null and "amount_minor" is null)),
      check ("enabled" = ("since" is not null)))`);
    this.addSql(
      `create unique index "ledger_entries_late_fee_unique" on "ledger_entries" ("lease_id", "month") where "kind" = 'late-fee'`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "ledger_entries_late_fee_unique"`);
    this.addSql(`drop table if exists "late_fee_rule"`);
  }
}

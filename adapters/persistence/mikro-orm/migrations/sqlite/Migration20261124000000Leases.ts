import { Migration } from '@mikro-orm/migrations';

/**
 * Rent as a lease over time: an accepted agreement's first month of rent and an ended one's last; coupons with a
 * use limit and an expiry; and the one-use-per-member rule held by a unique index on the payments that used such a
 * coupon. Existing leases start in the month they were accepted and end in the month they ended, read in
 * Asia/Dhaka (UTC+6, no daylight saving), the building's default calendar; existing coupons keep working for every
 * month, as before.
 * (The previous release took rent for any month, so some of those payments fell outside these months:
 * Migration20261209000000LeasesCoverPayments widens each lease to them.)
 */
export class Migration20261124000000Leases extends Migration {
  override up(): void {
    this.addSql(`alter table "agreements" add column "start_month" text null`);
    this.addSql(`alter table "agreements" add column "end_month" text null`);
    // Dates are stored as milliseconds since the epoch.
    this.addSql(`update "agreements" set "start_month" = strftime('%Y-%m', "decided_at" / 1000 + 21600, 'unixepoch')
      where "status" in ('accepted', 'ended') and "decided_at" is not null`);
    this.addSql(`update "agreements" set "end_month" = strftime('%Y-%m', "ended_at" / 1000 + 21600, 'unixepoch')
      where "status" = 'ended' and "ended_at" is not null`);
    this.addSql(`create index "agreements_start_month_index" on "agreements" ("start_month")`);

    this.addSql(`alter table "coupons" add column "use_limit" text not null default 'every-month'`);
    this.addSql(`alter table "coupons" add column "expires_on" text null`);

    this.addSql(`alter table "payments" add column "once_coupon_key" text null`);
    this.addSql(`create unique index "payments_once_coupon_unique" on "payments" ("user_email", "once_coupon_key")`);
  }

  override down(): void {
    this.addSql(`drop index if exists "payments_once_coupon_unique"`);
    this.addSql(`alter table "payments" drop column "once_coupon_key"`);
    this.addSql(`alter table "coupons" drop column "expires_on"`);
    this.addSql(`alter table "coupons" drop column "use_limit"`);
    this.addSql(`drop index if exists "agreements_start_month_index"`);
    this.addSql(`alter table "agreements" drop column "end_month"`);
    this.addSql(`alter table "agreements" drop column "start_month"`);
  }
}

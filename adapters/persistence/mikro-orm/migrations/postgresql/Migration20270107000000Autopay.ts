import { Migration } from '@mikro-orm/migrations';

/**
 * Autopay. A member's setting: one row a member, written with its version raised by one and only on the version it was
 * read at; the saved card is the provider's ids with its brand and last four digits, never its number; autopay is on
 * only with a card and a cap from ৳0.01 to ৳10,000,000. Its charges: one row a lease and month, written by the one
 * caller that claims the month, so two instances or a restarted round never charge a month twice; a declined card is
 * tried at most twice.
 */
export class Migration20270107000000Autopay extends Migration {
  override up(): void {
    this.addSql(`create table "autopay_settings" (
      "user_email" text not null primary key,
      "enabled" boolean not null,
      "cap_minor" integer not null check ("cap_minor" between 0 and 1000000000),
      "skip_month" text null,
      "customer_id" text null,
      "payment_method_id" text null,
      "card_brand" text null,
      "card_last4" text null,
      "card_saved_at" timestamptz null,
      "version" integer not null check ("version" >= 1),
      check ("enabled" = false or ("payment_method_id" is not null and "cap_minor" > 0)))`);
    this.addSql(`create table "autopay_attempts" (
      "lease_id" text not null,
      "month" text not null,
      "user_email" text not null,
      "outcome" text not null check ("outcome" in ('charging', 'paid', 'declined', 'needs-authentication', 'over-cap', 'nothing-owed', 'failed')),
      "tries" integer not null check ("tries" between 1 and 2),
      "amount_minor" integer not null check ("amount_minor" >= 0),
      "tried_on" text not null,
      "intent_id" text null,
      "message" text null,
      primary key ("lease_id", "month"))`);
    this.addSql(`create index "autopay_attempts_user_index" on "autopay_attempts" ("user_email", "month")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "autopay_attempts"`);
    this.addSql(`drop table if exists "autopay_settings"`);
  }
}

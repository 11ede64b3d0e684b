import { Migration } from '@mikro-orm/migrations';

/**
 * Receipts and accountability: every payment gets a receipt number (existing ones numbered in the order they were
 * paid), issued from a counter row updated in the payment's own transaction so a number is never issued twice;
 * and the append-only audit log of admin actions.
 */
export class Migration20261122020000Receipts extends Migration {
  override up(): void {
    this.addSql(`alter table "payments" add column "receipt_number" integer null`);
    this.addSql(`update "payments" set "receipt_number" = (
      select count(*) from "payments" as "earlier"
      where "earlier"."paid_at" < "payments"."paid_at"
         or ("earlier"."paid_at" = "payments"."paid_at" and "earlier"."id" <= "payments"."id"))`);
    this.addSql(`create unique index "payments_receipt_number_unique" on "payments" ("receipt_number")`);
    this.addSql(`create index "payments_month_key_index" on "payments" ("month_key")`);

    this.addSql(`create table "counters" ("name" text not null primary key, "value" integer not null)`);
    this.addSql(
      `insert into "counters" ("name", "value") select 'receipt', coalesce(max("receipt_number"), 0) from "payments"`,
    );

    this.addSql(`create table "audit_log" (
      "id" text not null primary key,
      "at" datetime not null,
      "actor" text not null,
      "action" text not null,
      "subject" text not null,
      "before" text null,
      "after" text null)`);
    this.addSql(`create index "audit_log_at_index" on "audit_log" ("at", "id")`);
    this.addSql(`create index "audit_log_action_at_index" on "audit_log" ("action", "at", "id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "audit_log"`);
    this.addSql(`drop table if exists "counters"`);
    this.addSql(`drop index if exists "payments_month_key_index"`);
    this.addSql(`drop index if exists "payments_receipt_number_unique"`);
    this.addSql(`alter table "payments" drop column "receipt_number"`);
  }
}

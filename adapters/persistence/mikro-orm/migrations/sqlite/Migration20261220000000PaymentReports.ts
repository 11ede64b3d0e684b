import { Migration } from '@mikro-orm/migrations';

/**
 * The payments residents report: one row each, waiting ('pending') until an admin confirms it (then it names the
 * ledger entry it became and its receipt) or rejects it (with the reason). Every change is written over the version
 * it was read at. A resident's reports and the admin's list are read latest first.
 */
export class Migration20261220000000PaymentReports extends Migration {
  override up(): void {
    this.addSql(`create table "payment_reports" (
      "id" text not null primary key,
      "lease_id" text not null,
      "reporter_email" text not null,
      "amount_minor" integer not null check ("amount_minor" > 0),
      "paid_on" text not null,
      "method" text not null check ("method" in ('bank', 'bkash', 'nagad', 'cheque')),
      "reference" text not null,
      "note" text null,
      "status" text not null check ("status" in ('pending', 'confirmed', 'rejected')),
      "reason" text null,
      "decided_by" text null,
      "decided_at" datetime null,
      "credit_id" text null,
      "receipt_number" integer null,
      "created_at" datetime not null,
      "version" integer not null default 0)`);
    this.addSql(
      `create index "payment_reports_reporter_index" on "payment_reports" ("reporter_email", "created_at", "id")`,
    );
    this.addSql(`create index "payment_reports_created_index" on "payment_reports" ("created_at", "id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "payment_reports"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * A lease's final statement, one row per ended lease: a draft holding the deductions from the deposit (JSON), then
 * settled once with the books' balance, the deposit held and the outcome (a refund with how it was paid, or what is
 * still owed). Leases that ended before have none.
 */
export class Migration20261227000000FinalStatements extends Migration {
  override up(): void {
    this.addSql(`create table "final_statements" (
      "lease_id" text collate "C" not null primary key references "agreements" ("id") on delete cascade,
      "user_email" text collate "C" not null,
      "state" text not null check ("state" in ('draft', 'settled')),
      "version" integer not null check ("version" >= 1),
      "started_at" timestamptz not null,
      "deductions" text not null,
      "owed_minor" bigint null,
      "deposit_minor" bigint null check ("deposit_minor" >= 0),
      "outcome" text null check ("outcome" in ('refund', 'owed')),
      "outcome_minor" bigint null check ("outcome_minor" >= 0),
      "method" text null check ("method" in ('cash', 'bank', 'cheque', 'bkash', 'nagad')),
      "reference" text null,
      "settled_at" timestamptz null,
      "settled_by" text null,
      check (("state" = 'draft') = ("outcome" is null)))`);
    this.addSql(`create index "final_statements_user_index" on "final_statements" ("user_email")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "final_statements"`);
  }
}

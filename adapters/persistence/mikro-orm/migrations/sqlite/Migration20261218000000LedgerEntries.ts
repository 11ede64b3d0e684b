import { Migration } from '@mikro-orm/migrations';

/**
 * A lease's books: one row per charge, credit or void, never changed or deleted afterwards; the columns an entry's
 * type has no use for stay null. A lease's payments by one method carry each reference once, an entry is voided
 * once, and a recorded payment's receipt number, taken from the counter card payments number theirs from, is never
 * another's. A lease's entries are read oldest written first.
 */
export class Migration20261218000000LedgerEntries extends Migration {
  override up(): void {
    this.addSql(`create table "ledger_entries" (
      "id" text not null primary key,
      "lease_id" text not null,
      "type" text not null check ("type" in ('charge', 'credit', 'void')),
      "kind" text null,
      "month" text null,
      "label" text null,
      "amount_minor" integer null,
      "paid_on" text null,
      "method" text null,
      "reference" text null,
      "note" text null,
      "receipt_number" integer null,
      "for_charge" text null,
      "voids" text null,
      "reason" text null,
      "by_whom" text null,
      "at" datetime not null)`);
    this.addSql(`create index "ledger_entries_lease_index" on "ledger_entries" ("lease_id", "at", "id")`);
    this.addSql(`create index "ledger_entries_at_index" on "ledger_entries" ("at", "id")`);
    this.addSql(
      `create unique index "ledger_entries_reference_unique" on "ledger_entries" ("lease_id", "method", "reference") where "reference" is not null`,
    );
    this.addSql(`create unique index "ledger_entries_voids_unique" on "ledger_entries" ("voids")`);
    this.addSql(`create unique index "ledger_entries_receipt_number_unique" on "ledger_entries" ("receipt_number")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "ledger_entries"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The building's recurring charges: what each month bills from its first month to its last, on every lease (no
 * chosen leases) or on the leases chosen. Only the end and the version change; an end is conditional on the version.
 */
export class Migration20261219000000RecurringCharges extends Migration {
  override up(): void {
    this.addSql(`create table "recurring_charges" (
      "id" text not null primary key,
      "name" text not null,
      "kind" text not null check ("kind" in ('service', 'gas', 'water', 'electricity', 'repair', 'fine', 'other')),
      "amount_minor" integer not null check ("amount_minor" > 0),
      "from_month" text not null,
      "until_month" text null check ("until_month" is null or "until_month" >= "from_month"),
      "lease_ids" text null,
      "by_whom" text not null,
      "at" datetime not null,
      "version" integer not null default 0)`);
    this.addSql(`create index "recurring_charges_at_index" on "recurring_charges" ("at", "id")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "recurring_charges"`);
  }
}

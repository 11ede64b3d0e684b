import { Migration } from '@mikro-orm/migrations';

/**
 * Lease terms. An accepted agreement keeps the terms the admin set: the month the lease is meant to end, the months
 * of rent paid ahead (0 to 24) and the security deposit in whole taka (0 to 24 months of the rent, which the
 * agreement's rent column already holds). Leases accepted before terms existed keep nulls and read as they did: no
 * end month, no advance, no deposit. On the books, an advance charge says how many months of rent it pays.
 */
export class Migration20261224000000LeaseTerms extends Migration {
  override up(): void {
    this.addSql(`alter table "agreements" add column "term_end_month" text null`);
    this.addSql(
      `alter table "agreements" add column "advance_months" integer null check ("advance_months" between 0 and 24)`,
    );
    this.addSql(
      `alter table "agreements" add column "deposit" integer null check ("deposit" >= 0 and "deposit" <= 24 * "rent")`,
    );
    this.addSql(`alter table "ledger_entries" add column "months" integer null check ("months" between 1 and 24)`);
  }

  override down(): void {
    this.addSql(`alter table "ledger_entries" drop column "months"`);
    this.addSql(`alter table "agreements" drop column "deposit"`);
    this.addSql(`alter table "agreements" drop column "advance_months"`);
    this.addSql(`alter table "agreements" drop column "term_end_month"`);
  }
}

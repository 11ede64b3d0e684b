import { Migration } from '@mikro-orm/migrations';

/**
 * The payments residents start through the online gateway (bKash, Nagad, cards on one hosted page): one row a
 * gateway transaction, its amount in poisha, the charge it was priced for (none for the whole balance), its state,
 * the gateway's validation id while it is checked, and the receipt once recorded in the books.
 */
export class Migration20270104000000OnlinePayments extends Migration {
  override up(): void {
    this.addSql(`create table "online_payments" (
      "tran_id" text not null primary key,
      "lease_id" text not null,
      "member_email" text not null,
      "member_name" text not null,
      "amount_minor" integer not null check ("amount_minor" > 0),
      "for_charge" text null,
      "state" text not null check ("state" in ('pending', 'paid', 'failed', 'cancelled')),
      "val_id" text null,
      "receipt_number" integer null,
      "created_at" datetime not null,
      "updated_at" datetime not null)`);
    this.addSql(`create index "online_payments_state_index" on "online_payments" ("state", "created_at")`);
  }

  override down(): void {
    this.addSql(`drop table if exists "online_payments"`);
  }
}

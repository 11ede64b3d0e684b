import { Migration } from '@mikro-orm/migrations';

/**
 * A refund the gateway cancelled: the online payment moves from refund_pending to refund_failed, and the building
 * gives the money back by hand. SQLite cannot change a check, so the table is rebuilt with its rows.
 */
export class Migration20270108000000RefundsByHand extends Migration {
  override up(): void {
    this.addSql(`create table "online_payments_next" (
      "tran_id" text not null primary key,
      "lease_id" text not null,
      "member_email" text not null,
      "member_name" text not null,
      "amount_minor" integer not null check ("amount_minor" > 0),
      "for_charge" text null,
      "state" text not null check ("state" in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refund_pending',
        'refunded', 'refund_failed')),
      "val_id" text null,
      "receipt_number" integer null,
      "created_at" datetime not null,
      "updated_at" datetime not null,
      "reason" text null,
      "bank_tran_id" text null,
      "refund_ref_id" text null)`);
    this.addSql(`insert into "online_payments_next" select "tran_id", "lease_id", "member_email", "member_name",
      "amount_minor", "for_charge", "state", "val_id", "receipt_number", "created_at", "updated_at", "reason",
      "bank_tran_id", "refund_ref_id" from "online_payments"`);
    this.addSql(`drop table "online_payments"`);
    this.addSql(`alter table "online_payments_next" rename to "online_payments"`);
    this.addSql(`create index "online_payments_state_index" on "online_payments" ("state", "created_at")`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Online payments that expire unconfirmed, and money the gateway confirmed that the books no longer owe, given back
 * through the gateway's refund API: two more states (expired; refund_pending until the gateway says refunded), why,
 * the gateway's id of the money taken, and its id of the refund.
 */
export class Migration20270106000000OnlinePaymentRefunds extends Migration {
  override up(): void {
    this.addSql(`alter table "online_payments" drop constraint "online_payments_state_check"`);
    this.addSql(`alter table "online_payments" add constraint "online_payments_state_check"
      check ("state" in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refund_pending', 'refunded'))`);
    this.addSql(`alter table "online_payments" add column "reason" text null,
      add column "bank_tran_id" text null, add column "refund_ref_id" text null`);
  }
}

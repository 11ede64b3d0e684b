import { Migration } from '@mikro-orm/migrations';

/**
 * A refund the gateway cancelled: the online payment moves from refund_pending to refund_failed, and the building
 * gives the money back by hand.
 */
export class Migration20270108000000RefundsByHand extends Migration {
  override up(): void {
    this.addSql(`alter table "online_payments" drop constraint "online_payments_state_check"`);
    this.addSql(`alter table "online_payments" add constraint "online_payments_state_check"
      check ("state" in ('pending', 'paid', 'failed', 'cancelled', 'expired', 'refund_pending', 'refunded',
        'refund_failed'))`);
  }
}

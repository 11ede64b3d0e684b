import { Migration } from '@mikro-orm/migrations';

/**
 * What people call an audit entry's subject ("Nusrat Jahan for Block B, floor 4, B401", a coupon's code), written with
 * the entry, so the log reads in people's words even after the person or the flat is gone. Older entries have none.
 */
export class Migration20261128000000AuditLabels extends Migration {
  override up(): void {
    this.addSql(`alter table "audit_log" add column "label" text null`);
  }

  override down(): void {
    this.addSql(`alter table "audit_log" drop column "label"`);
  }
}

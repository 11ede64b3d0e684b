import { Migration } from '@mikro-orm/migrations';

/**
 * The event each notification tells of, as JSON, so that it is put in words when it is read: in the reader's language
 * of the moment, and with an announcement as it stands. Rows written before have none and keep their words as written.
 */
export class Migration20261206000000NotificationEvents extends Migration {
  override up(): void {
    this.addSql(`alter table "notifications" add column "event" text null`);
  }

  override down(): void {
    this.addSql(`alter table "notifications" drop column "event"`);
  }
}

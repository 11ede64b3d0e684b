import { Migration } from '@mikro-orm/migrations';

/**
 * Each email's priority, set when it is written (0 personal, 1 bulk): a sender takes every due personal email
 * before any bulk one, so a receipt or a maintenance update never waits behind an announcement to every resident.
 * Emails already queued count as personal. The queue's index leads with the order a claim reads in.
 */
export class Migration20261210000000EmailPriority extends Migration {
  override up(): void {
    this.addSql(`alter table "emails" add column "priority" integer not null default 0 check ("priority" in (0, 1))`);
    this.addSql(`drop index "emails_queue_index"`);
    this.addSql(`create index "emails_queue_index" on "emails" ("status", "priority", "next_attempt_at")`);
  }

  override down(): void {
    this.addSql(`drop index "emails_queue_index"`);
    this.addSql(`create index "emails_queue_index" on "emails" ("status", "next_attempt_at")`);
    this.addSql(`alter table "emails" drop column "priority"`);
  }
}

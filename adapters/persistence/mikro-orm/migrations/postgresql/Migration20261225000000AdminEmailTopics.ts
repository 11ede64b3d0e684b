import { Migration } from '@mikro-orm/migrations';

/**
 * Whether each person wants new applications for a flat by email (the admins' topic). Everyone who chose before is
 * emailed them until they say otherwise, as a new account is.
 */
export class Migration20261225000000AdminEmailTopics extends Migration {
  override up(): void {
    this.addSql(`alter table "email_choices" add column "applications" boolean not null default true`);
  }

  override down(): void {
    this.addSql(`alter table "email_choices" drop column "applications"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/** Why an admin turned a request down, in their words, which the applicant reads; null when no reason was given. */
export class Migration20261206010000RejectionReason extends Migration {
  override up(): void {
    this.addSql(`alter table "agreements" add column "reason" text null`);
  }

  override down(): void {
    this.addSql(`alter table "agreements" drop column "reason"`);
  }
}

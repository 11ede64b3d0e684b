import { Migration } from '@mikro-orm/migrations';

/**
 * Each person's language (English or Bangla, English until they choose), and the language each notification was
 * written in, which its email's own words (the link back, the unsubscribe line) follow.
 */
export class Migration20261204000000UserLanguage extends Migration {
  override up(): void {
    this.addSql(
      `alter table "users" add column "language" text not null default 'en' check ("language" in ('en', 'bn'))`,
    );
    this.addSql(
      `alter table "notifications" add column "language" text not null default 'en' check ("language" in ('en', 'bn'))`,
    );
  }

  override down(): void {
    this.addSql(`alter table "notifications" drop column "language"`);
    this.addSql(`alter table "users" drop column "language"`);
  }
}

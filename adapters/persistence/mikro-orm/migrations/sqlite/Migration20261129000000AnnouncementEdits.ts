import { Migration } from '@mikro-orm/migrations';

/** Announcements can be edited and deleted: each carries a version (an edit or deletion names it) and its edit time. */
export class Migration20261129000000AnnouncementEdits extends Migration {
  override up(): void {
    this.addSql(`alter table "announcements" add column "version" integer not null default 0`);
    this.addSql(`alter table "announcements" add column "edited_at" datetime null`);
  }

  override down(): void {
    this.addSql(`alter table "announcements" drop column "edited_at"`);
    this.addSql(`alter table "announcements" drop column "version"`);
  }
}

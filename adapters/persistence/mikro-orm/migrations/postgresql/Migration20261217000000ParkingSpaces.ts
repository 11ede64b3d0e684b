import { Migration } from '@mikro-orm/migrations';

/**
 * The building's parking spaces: each label once, and each member on one space at most (a free space has no member,
 * and any number of spaces may be free).
 */
export class Migration20261217000000ParkingSpaces extends Migration {
  override up(): void {
    this.addSql(
      `create table "parking_spaces" ("id" text not null primary key, "label" text not null, "member_email" text null)`,
    );
    this.addSql(`create unique index "parking_spaces_label_unique" on "parking_spaces" ("label")`);
    this.addSql(`create unique index "parking_spaces_member_unique" on "parking_spaces" ("member_email")`);
  }

  override down(): void {
    this.addSql(`drop table "parking_spaces"`);
  }
}

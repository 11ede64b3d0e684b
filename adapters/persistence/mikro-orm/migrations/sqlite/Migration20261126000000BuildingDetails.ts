import { Migration } from '@mikro-orm/migrations';

/**
 * The building's details the admin edits: one row (id 1). Version 0 means never saved (the configured defaults apply);
 * each save raises it by one, and a save only lands on the version it was read at.
 */
export class Migration20261126000000BuildingDetails extends Migration {
  override up(): void {
    this.addSql(`create table "building_details" (
      "id" integer not null primary key,
      "name" text not null,
      "address" text not null,
      "latitude" real not null,
      "longitude" real not null,
      "phone" text not null,
      "email" text not null,
      "emergency_phone" text not null,
      "version" integer not null)`);
    this.addSql(`insert into "building_details" values (1, '', '', 0, 0, '', '', '', 0)`);
  }

  override down(): void {
    this.addSql(`drop table if exists "building_details"`);
  }
}

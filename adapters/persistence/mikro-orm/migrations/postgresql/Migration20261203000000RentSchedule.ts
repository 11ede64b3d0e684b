import { Migration } from '@mikro-orm/migrations';

/**
 * The building's rent due day and reminder schedule: no row until the admin first saves one (the default applies
 * until then), then one row, id 1. Each save raises the version by one and only lands on the version it was read at.
 * The checks are the domain's rules: a due day that falls in every month, an early reminder 1 to 14 days before it
 * and an overdue one 1 to 20 days after, either of them off (null).
 */
export class Migration20261203000000RentSchedule extends Migration {
  override up(): void {
    this.addSql(`create table "rent_schedule" (
      "id" integer not null primary key check ("id" = 1),
      "due_day" integer not null check ("due_day" between 1 and 28),
      "days_before" integer null check ("days_before" between 1 and 14),
      "days_after" integer null check ("days_after" between 1 and 20),
      "version" integer not null check ("version" >= 1))`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rent_schedule"`);
  }
}

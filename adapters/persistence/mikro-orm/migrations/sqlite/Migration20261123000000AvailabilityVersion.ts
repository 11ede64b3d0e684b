import { Migration } from '@mikro-orm/migrations';

/**
 * The apartments' availability version: a second token on the catalogue's version row, changed (to a new random
 * value, never back to an old one) by the database itself whenever an agreement becomes, or stops being, accepted,
 * whoever writes it. With the catalogue's own token it says when a page of apartments read earlier is still exactly
 * what the database holds, so a server may answer it again after reading only this one row (apartments.ts).
 */
const NEW_TOKEN = `lower(hex(randomblob(16)))`;
const BUMP = `update "catalogue_versions" set "availability" = ${NEW_TOKEN} where "id" = 1;`;

export class Migration20261123000000AvailabilityVersion extends Migration {
  override up(): void {
    this.addSql(`alter table "catalogue_versions" add column "availability" text not null default ''`);
    this.addSql(`update "catalogue_versions" set "availability" = ${NEW_TOKEN}`);
    this.addSql(`create trigger "agreements_availability_insert" after insert on "agreements"
      when new."status" = 'accepted' begin ${BUMP} end`);
    this.addSql(`create trigger "agreements_availability_update" after update on "agreements"
      when old."status" = 'accepted' or new."status" = 'accepted' begin ${BUMP} end`);
    this.addSql(`create trigger "agreements_availability_delete" after delete on "agreements"
      when old."status" = 'accepted' begin ${BUMP} end`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "agreements_availability_${event}"`);
    this.addSql(`alter table "catalogue_versions" drop column "availability"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The catalogue's token is kept by the database: any insert or delete of a flat, and any change to what the
 * apartments page shows of one (rent, photo, retirement, location), writes a new random token in the same
 * transaction, whoever writes it. A page or an order kept in memory is therefore never trusted after a change,
 * whichever code path or process made it.
 */
const BUMP = `update "catalogue_versions" set "version" = lower(hex(randomblob(16))) where "id" = 1;`;
const SHOWN = ['rent', 'image', 'retired_at', 'block', 'floor', 'number'];

export class Migration20261127000000CatalogueTriggers extends Migration {
  override up(): void {
    this.addSql(`create trigger "apartments_catalogue_insert" after insert on "apartments" begin ${BUMP} end`);
    this.addSql(`create trigger "apartments_catalogue_delete" after delete on "apartments" begin ${BUMP} end`);
    this.addSql(`create trigger "apartments_catalogue_update" after update on "apartments"
      when ${SHOWN.map((c) => `old."${c}" is not new."${c}"`).join(' or ')} begin ${BUMP} end`);
  }

  override down(): void {
    for (const event of ['insert', 'update', 'delete'])
      this.addSql(`drop trigger if exists "apartments_catalogue_${event}"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * Payment state that every server instance must share (the app server is stateless): the provider
 * events already handled, and the sandbox provider's intents. Both were process-local before this migration.
 * The primary key of processed_events and the unique idempotency key are what make markProcessed and addOnce
 * single atomic statements (insert ... on conflict do nothing). Metadata is JSON text; dates are epoch
 * milliseconds, as MikroORM stores "datetime" columns on SQLite.
 */
export class Migration20261122010000PaymentState extends Migration {
  override up(): void {
    this.addSql(`create table "processed_events" (
      "event_id" varchar(255) not null primary key,
      "processed_at" datetime not null)`);

    this.addSql(`create table "sandbox_intents" (
      "id" text not null primary key,
      "client_secret" text not null,
      "amount_minor" integer not null,
      "currency" text not null,
      "status" text not null,
      "metadata" text not null,
      "amount_refunded" integer not null default 0,
      "idempotency_key" text not null,
      "created_at" datetime not null)`);
    this.addSql(
      `create unique index "sandbox_intents_idempotency_key_unique" on "sandbox_intents" ("idempotency_key")`,
    );
  }

  override down(): void {
    for (const table of ['sandbox_intents', 'processed_events']) {
      this.addSql(`drop table if exists "${table}"`);
    }
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The tenant details an applicant gives with a request (the police's tenant-information form): one row per request
 * that carries them, going with the request. Requests sent before have no row, and read as having no details.
 */
export class Migration20261223000000TenantDetails extends Migration {
  override up(): void {
    this.addSql(`create table "tenant_details" (
      "agreement_id" text not null primary key references "agreements" ("id") on delete cascade,
      "phone" text not null,
      "nid" text not null,
      "father_name" text not null,
      "permanent_address" text not null,
      "previous_address" text not null,
      "previous_landlord_name" text null,
      "previous_landlord_phone" text null,
      "household" text not null,
      "emergency_name" text not null,
      "emergency_relation" text not null,
      "emergency_phone" text not null)`);
  }

  override down(): void {
    this.addSql(`drop table "tenant_details"`);
  }
}

import { Migration } from '@mikro-orm/migrations';

/**
 * The staff member an admin gives a maintenance request's work to: on the request (null while nobody has it), and on
 * the history entry that gave or took it back. Requests already written are assigned to nobody. A staff member's
 * jobs are read by their email.
 */
export class Migration20270103000000MaintenanceAssignees extends Migration {
  override up(): void {
    this.addSql(`alter table "maintenance_requests" add column "assignee_email" text null`);
    this.addSql(`alter table "maintenance_requests" add column "assignee_name" text null`);
    this.addSql(`alter table "maintenance_history" add column "assignee_email" text null`);
    this.addSql(`alter table "maintenance_history" add column "assignee_name" text null`);
    this.addSql(
      `create index "maintenance_requests_assignee_index" on "maintenance_requests" ("assignee_email", "created_at")`,
    );
  }

  override down(): void {
    this.addSql(`drop index "maintenance_requests_assignee_index"`);
    this.addSql(`alter table "maintenance_history" drop column "assignee_name"`);
    this.addSql(`alter table "maintenance_history" drop column "assignee_email"`);
    this.addSql(`alter table "maintenance_requests" drop column "assignee_name"`);
    this.addSql(`alter table "maintenance_requests" drop column "assignee_email"`);
  }
}

import { Migration } from '@mikro-orm/migrations';
import { WIDEN_LEASES_TO_PAYMENTS } from '../lease-repair.ts';

/**
 * Leases upgraded from the release before leases start no later than the earliest month they took a payment for,
 * and end no earlier than the latest, so the month reports count every payment that Payment History shows.
 */
export class Migration20261209000000LeasesCoverPayments extends Migration {
  override up(): void {
    for (const sql of WIDEN_LEASES_TO_PAYMENTS) this.addSql(sql);
  }

  // The months a lease had before are not kept, and a lease narrowed again would drop payments from the reports.
  override down(): void {}
}

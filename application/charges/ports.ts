import type { RecurringCharge } from '../../domain/charges/charges.ts';

/** The recurring charges the building has defined; the books bill them when they are read. */
export interface RecurringCharges {
  /** Every recurring charge, ended ones too, oldest added first. */
  list(): Promise<RecurringCharge[]>;
  byId(id: string): Promise<RecurringCharge | undefined>;
  add(charge: RecurringCharge): Promise<void>;
  /**
   * Writes the charge's end and its new version, only while the stored one is still at `fromVersion`: throws
   * CHARGE.RECURRING_CHANGED when another admin changed it meanwhile, CHARGE.RECURRING_NOT_FOUND when it is gone.
   */
  end(charge: RecurringCharge, fromVersion: number): Promise<void>;
}

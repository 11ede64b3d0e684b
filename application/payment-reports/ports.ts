import type { PaymentReport } from '../../domain/payment-reports/payment-report.ts';

/** The payments residents reported, waiting for an admin or decided. */
export interface PaymentReports {
  add(report: PaymentReport): Promise<void>;
  byId(id: string): Promise<PaymentReport | undefined>;
  /** The reports one resident made (normalised email), latest first. */
  listByReporter(email: string): Promise<PaymentReport[]>;
  /** Every report, latest first. */
  listAll(): Promise<PaymentReport[]>;
  /**
   * Writes `next` over the stored report only while the stored one is still at the version before it
   * (`next.version - 1`), in one conditional statement: of two admins deciding the same report, one writes and the
   * other gets false and nothing changes. False too when there is no such report.
   */
  save(next: PaymentReport): Promise<boolean>;
}

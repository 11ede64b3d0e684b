import type { FinalStatement } from '../../domain/move-out/final-statement.ts';

/** The final statements of ended leases, one per lease. */
export interface FinalStatements {
  byLease(leaseId: string): Promise<FinalStatement | undefined>;
  /** Every statement, the latest started first. */
  list(): Promise<FinalStatement[]>;
  /** Writes a new draft unless the lease has a statement already; says whether it wrote it. */
  start(statement: FinalStatement): Promise<boolean>;
  /**
   * Replaces the statement if it is still a draft at `fromVersion`; says whether it did. Of two admins changing or
   * settling one statement at once, one changes it and the other is told.
   */
  save(statement: FinalStatement, fromVersion: number): Promise<boolean>;
}

import type { Agreement } from '../../domain/agreements/agreement.ts';
import { startStatement } from '../../domain/move-out/final-statement.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import type { Clock } from '../shared/ports.ts';
import type { FinalStatements } from './ports.ts';

/**
 * Starts the final statement of a lease that has ended, however it ended (a member removed, a lease reaching its end
 * month): a draft the admin adds deductions to and settles. Called inside the unit of work that ended the lease, so
 * the statement exists exactly when the ending does; a lease that has one already keeps it.
 */
export class StartFinalStatement {
  constructor(
    private readonly statements: FinalStatements,
    private readonly clock: Clock,
  ) {}

  async execute(lease: Agreement): Promise<void> {
    if (lease.status !== 'ended' || lease.startMonth === undefined)
      throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only a lease that has ended has a final statement');
    await this.statements.start(startStatement(lease.id, lease.userEmail, this.clock.now()));
  }
}

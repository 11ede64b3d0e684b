import type { FinalStatementView } from '../../../application/move-out/final-statement.ts';
import { toTaka } from '../../../domain/shared/money.ts';
import type { FinalStatementDto } from './contract.ts';

export function finalStatementDto({ statement, lease, figures }: FinalStatementView): FinalStatementDto {
  const settled = statement.settled;
  return {
    leaseId: statement.leaseId,
    memberName: lease.userName,
    memberEmail: lease.userEmail,
    block: lease.block,
    floor: lease.floor,
    number: lease.number,
    startMonth: lease.startMonth ?? '',
    endMonth: lease.endMonth ?? null,
    state: statement.state,
    version: statement.version,
    startedAt: statement.startedAt.toISOString(),
    deductions: statement.deductions.map((d) => ({
      id: d.id,
      amount: toTaka(d.amount),
      reason: d.reason,
      at: d.at.toISOString(),
    })),
    owed: toTaka(figures.owed),
    depositHeld: toTaka(figures.depositHeld),
    deductionsTotal: toTaka(figures.deductions),
    result: toTaka(figures.result),
    outcome: settled
      ? {
          kind: settled.outcome.kind,
          amount: toTaka(settled.outcome.amount),
          method: settled.outcome.kind === 'refund' ? settled.outcome.method : null,
          reference: settled.outcome.kind === 'refund' ? (settled.outcome.reference ?? null) : null,
          at: settled.at.toISOString(),
        }
      : null,
  };
}

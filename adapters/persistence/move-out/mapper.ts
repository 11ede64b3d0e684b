import type { RecordedMethod } from '../../../domain/ledger/ledger.ts';
import type { Deduction, FinalOutcome, FinalStatement } from '../../../domain/move-out/final-statement.ts';
import { poisha } from '../../../domain/shared/money.ts';
import type { FinalStatementRow } from './entity.ts';

interface StoredDeduction {
  id: string;
  amount: number;
  reason: string;
  at: string;
  by: string;
}

const outcomeOf = (r: FinalStatementRow): FinalOutcome =>
  r.outcome === 'refund'
    ? {
        kind: 'refund',
        amount: poisha(Number(r.outcomeMinor)),
        method: r.method as RecordedMethod,
        ...(r.reference ? { reference: r.reference } : {}),
      }
    : { kind: 'owed', amount: poisha(Number(r.outcomeMinor)) };

export function finalStatementToDomain(r: FinalStatementRow): FinalStatement {
  const deductions = (JSON.parse(r.deductions) as StoredDeduction[]).map((d): Deduction => ({
    id: d.id,
    amount: poisha(d.amount),
    reason: d.reason,
    at: new Date(d.at),
    by: d.by,
  }));
  return {
    leaseId: r.leaseId,
    userEmail: r.userEmail,
    state: r.state === 'settled' ? 'settled' : 'draft',
    version: Number(r.version),
    startedAt: new Date(r.startedAt),
    deductions,
    ...(r.state === 'settled'
      ? {
          settled: {
            owed: poisha(Number(r.owedMinor)),
            depositHeld: poisha(Number(r.depositMinor)),
            outcome: outcomeOf(r),
            at: new Date(r.settledAt!),
            by: r.settledBy!,
          },
        }
      : {}),
  };
}

export function finalStatementToRow(s: FinalStatement): FinalStatementRow {
  const outcome = s.settled?.outcome;
  return {
    leaseId: s.leaseId,
    userEmail: s.userEmail,
    state: s.state,
    version: s.version,
    startedAt: s.startedAt,
    deductions: JSON.stringify(
      s.deductions.map((d) => ({ id: d.id, amount: d.amount, reason: d.reason, at: d.at.toISOString(), by: d.by })),
    ),
    owedMinor: s.settled?.owed ?? null,
    depositMinor: s.settled?.depositHeld ?? null,
    outcome: outcome?.kind ?? null,
    outcomeMinor: outcome?.amount ?? null,
    method: outcome?.kind === 'refund' ? outcome.method : null,
    reference: outcome?.kind === 'refund' ? (outcome.reference ?? null) : null,
    settledAt: s.settled?.at ?? null,
    settledBy: s.settled?.by ?? null,
  };
}

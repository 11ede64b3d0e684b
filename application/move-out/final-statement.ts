import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import {
  addDeduction,
  finalFigures,
  removeDeduction,
  settleStatement,
  startStatement,
  type FinalFigures,
  type FinalStatement,
} from '../../domain/move-out/final-statement.ts';
import type { LedgerEntry } from '../../domain/ledger/ledger.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { poisha, sum, toTaka, type Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { LeaseBooks } from '../ledger/books.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import { leaseById } from '../ledger/read-books.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Actor, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import type { FinalStatements } from './ports.ts';

/** A final statement with its lease and what it comes to: as the books stand for a draft, as settled once it is. */
export interface FinalStatementView {
  readonly statement: FinalStatement;
  readonly lease: Agreement;
  readonly figures: FinalFigures;
}

/** What a move-out's use cases are made with. */
export interface MoveOutWiring {
  readonly statements: FinalStatements;
  readonly agreements: Agreements;
  readonly ledger: LedgerEntries;
  readonly books: LeaseBooks;
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly audit: AuditTrail;
  readonly notifier: Notifier;
}

const settledFigures = (s: FinalStatement, settled: NonNullable<FinalStatement['settled']>): FinalFigures => ({
  owed: settled.owed,
  depositHeld: settled.depositHeld,
  deductions: sum(s.deductions.map((d) => d.amount)),
  result: settled.outcome.kind === 'refund' ? settled.outcome.amount : poisha(-settled.outcome.amount),
});

async function viewOf(w: MoveOutWiring, statement: FinalStatement, lease: Agreement): Promise<FinalStatementView> {
  if (statement.settled) return { statement, lease, figures: settledFigures(statement, statement.settled) };
  return { statement, lease, figures: finalFigures((await w.books.of(lease)).entries, statement) };
}

const leaseLabel = (a: Agreement): string => `${a.userName} of ${describeLocation(a)}`;

/** What the admin reads before removing a member: what their books ask besides the deposit, and the deposit held. */
export class GetMoveOutPreview {
  constructor(private readonly w: MoveOutWiring) {}

  async execute(email: string): Promise<{ lease?: Agreement; owed: Money; depositHeld: Money }> {
    const lease = await this.w.agreements.openFor(normalizeEmail(email));
    if (lease?.status !== 'accepted') return { owed: poisha(0), depositHeld: poisha(0) };
    const figures = finalFigures(
      (await this.w.books.of(lease)).entries,
      startStatement(lease.id, lease.userEmail, this.w.clock.now()),
    );
    return { lease, owed: figures.owed, depositHeld: figures.depositHeld };
  }
}

/** Every final statement, drafts and settled, the latest started first. */
export class ListFinalStatements {
  constructor(private readonly w: MoveOutWiring) {}

  async execute(): Promise<FinalStatementView[]> {
    const statements = await this.w.statements.list();
    return Promise.all(statements.map(async (s) => viewOf(this.w, s, await leaseById(this.w.agreements, s.leaseId))));
  }
}

/**
 * One final statement: any lease's for an admin (`leaseId`), or the caller's own (`actor`), the latest of their
 * ended leases that has one, which a former resident still reads after they left.
 */
export class GetFinalStatement {
  constructor(private readonly w: MoveOutWiring) {}

  async execute(input: { leaseId: string } | { actor: Pick<Actor, 'email'> }): Promise<FinalStatementView> {
    const leases =
      'leaseId' in input
        ? [await leaseById(this.w.agreements, input.leaseId)]
        : (await this.w.agreements.leasesOf(input.actor.email)).filter((a) => a.status === 'ended').reverse();
    for (const lease of leases) {
      const statement = await this.w.statements.byLease(lease.id);
      if (statement) return viewOf(this.w, statement, lease);
    }
    throw new DomainError('FINAL.NOT_FOUND', 'There is no final statement for this lease');
  }
}

/** The statement as it is to be, and what is written with it once it is saved. */
interface Change {
  readonly next: FinalStatement;
  readonly after: () => Promise<void>;
}

/**
 * Changes a statement in one unit of work, on the version read: the statement is saved first, so of two racing
 * changes the loser writes nothing else and is told why.
 */
async function change(
  w: MoveOutWiring,
  leaseId: string,
  work: (statement: FinalStatement, lease: Agreement) => Promise<Change>,
): Promise<FinalStatementView> {
  return w.uow.run(async () => {
    const lease = await leaseById(w.agreements, leaseId);
    const statement = await w.statements.byLease(leaseId);
    if (!statement) throw new DomainError('FINAL.NOT_FOUND', 'There is no final statement for this lease');
    const { next, after } = await work(statement, lease);
    if (!(await w.statements.save(next, statement.version))) {
      const now = await w.statements.byLease(leaseId);
      if (now?.state === 'settled')
        throw new DomainError(
          'FINAL.ALREADY_SETTLED',
          'This final statement was already settled, perhaps by another admin',
        );
      throw new DomainError('FINAL.CHANGED', 'Someone else changed this final statement; reload to see it');
    }
    await after();
    return viewOf(w, next, lease);
  });
}

/** A deduction from the deposit (an amount in whole taka and its reason), on a draft; audit-logged. */
export class AddDeduction {
  constructor(private readonly w: MoveOutWiring) {}

  execute(input: {
    leaseId: string;
    amount: number;
    reason: string;
    restOwed: boolean;
    by: string;
  }): Promise<FinalStatementView> {
    return change(this.w, input.leaseId, async (statement, lease) => {
      const held = (await this.w.books.of(lease)).settlement.depositHeld;
      const next = addDeduction(statement, held, {
        id: this.w.ids.next(),
        amountInTaka: input.amount,
        reason: input.reason,
        restOwed: input.restOwed,
        at: this.w.clock.now(),
        by: input.by,
      });
      const added = next.deductions.at(-1)!;
      const after = () =>
        this.w.audit.record({
          actor: input.by,
          action: 'final-statement.deduct',
          subject: lease.id,
          label: leaseLabel(lease),
          after: { amount: toTaka(added.amount), reason: added.reason, deposit: toTaka(held) },
        });
      return { next, after };
    });
  }
}

/** Takes a deduction off a draft; audit-logged. */
export class RemoveDeduction {
  constructor(private readonly w: MoveOutWiring) {}

  execute(input: { leaseId: string; deductionId: string; by: string }): Promise<FinalStatementView> {
    return change(this.w, input.leaseId, async (statement, lease) => {
      const next = removeDeduction(statement, input.deductionId);
      const gone = statement.deductions.find((d) => d.id === input.deductionId)!;
      const after = () =>
        this.w.audit.record({
          actor: input.by,
          action: 'final-statement.undeduct',
          subject: lease.id,
          label: leaseLabel(lease),
          before: { amount: toTaka(gone.amount), reason: gone.reason },
        });
      return { next, after };
    });
  }
}

/**
 * Settles a draft, once: the deposit applied to what the books ask, the deductions charged, a refund written with how
 * it was paid (or the balance left owed); audit-logged, and the resident is told.
 */
export class SettleFinalStatement {
  constructor(private readonly w: MoveOutWiring) {}

  async execute(input: {
    leaseId: string;
    method?: string;
    reference?: string;
    by: string;
  }): Promise<FinalStatementView> {
    return change(this.w, input.leaseId, async (statement, lease) => {
      const books = await this.w.books.of(lease);
      const { statement: next, entries } = settleStatement(statement, books.entries, {
        ...(input.method !== undefined ? { method: input.method } : {}),
        ...(input.reference !== undefined ? { reference: input.reference } : {}),
        month: books.span.endMonth ?? books.currentMonth,
        at: this.w.clock.now(),
        by: input.by,
      });
      const after = () => this.written(lease, next, entries, input.by);
      return { next, after };
    });
  }

  /** The books, the audit log and the resident, once the statement is settled. */
  private async written(
    lease: Agreement,
    next: FinalStatement,
    entries: readonly LedgerEntry[],
    by: string,
  ): Promise<void> {
    {
      const actor = by;
      for (const entry of entries) await this.w.ledger.add(entry);
      const { outcome, owed, depositHeld } = next.settled!;
      await this.w.audit.record({
        actor,
        action: 'final-statement.settle',
        subject: lease.id,
        label: leaseLabel(lease),
        after: {
          owed: toTaka(owed),
          deposit: toTaka(depositHeld),
          amount: toTaka(sum(next.deductions.map((d) => d.amount))),
          outcome: outcome.kind,
          ...(outcome.kind === 'refund'
            ? { refund: toTaka(outcome.amount), method: outcome.method, reference: outcome.reference ?? null }
            : { stillOwed: toTaka(outcome.amount) }),
        },
      });
      await this.w.notifier.notify(
        [{ email: lease.userEmail, name: lease.userName }],
        outcome.kind === 'refund'
          ? {
              type: 'final-statement-settled',
              outcome: 'refund',
              amount: toTaka(outcome.amount),
              method: outcome.method,
            }
          : { type: 'final-statement-settled', outcome: 'owed', amount: toTaka(outcome.amount) },
      );
    }
  }
}

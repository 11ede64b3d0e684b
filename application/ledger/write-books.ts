import { describeLocation } from '../../domain/apartments/apartment.ts';
import type { Agreement } from '../../domain/agreements/agreement.ts';
import { addedCharge, recordedPayment, voidOf } from '../../domain/ledger/writing.ts';
import { type LedgerCharge, type LedgerCredit, type LedgerEntry, type LedgerVoid } from '../../domain/ledger/ledger.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { toTaka } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';
import { spanOf, type Books, type LeaseBooks } from './books.ts';
import type { LedgerEntries } from './ports.ts';
import { leaseById } from './read-books.ts';

export interface EntryWritten<E extends LedgerEntry> {
  readonly entry: E;
  /** The lease's books with the entry in them. */
  readonly books: Books;
}

/** What every write to a lease's books is made with. */
export interface BookWriting {
  readonly agreements: Agreements;
  readonly ledger: LedgerEntries;
  readonly books: LeaseBooks;
  readonly uow: UnitOfWork;
  readonly ids: IdGenerator;
  readonly clock: Clock;
  readonly calendar: BuildingCalendar;
  readonly audit: AuditTrail;
}

/**
 * Runs a write to a lease's books in one unit of work, with the lease held: a running lease cannot be ended meanwhile
 * (so nothing is written for a month it no longer covers); an ended one never changes again.
 */
async function onLease<E extends LedgerEntry>(
  w: BookWriting,
  leaseId: string,
  write: (agreement: Agreement, books: Books) => Promise<E>,
): Promise<EntryWritten<E>> {
  return w.uow.run(async () => {
    const found = await leaseById(w.agreements, leaseId);
    const agreement = found.status === 'accepted' ? await w.agreements.holdAccepted(found.userEmail) : found;
    if (!agreement || agreement.id !== found.id)
      throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'This lease changed meanwhile: it is no longer in force');
    const entry = await write(agreement, await w.books.of(agreement));
    return { entry, books: await w.books.of(agreement) };
  });
}

const leaseLabel = (a: Agreement): string => `${a.userName} of ${describeLocation(a)}`;

export interface RecordLedgerPaymentInput {
  readonly leaseId: string;
  readonly amount: number;
  readonly paidOn: string;
  readonly method: string;
  readonly reference?: string;
  readonly note?: string;
  readonly forCharge?: string;
  readonly by: string;
}

/**
 * Money a resident paid the building in cash, by bank, cheque, bKash or Nagad: written to their lease's books with
 * the building's next receipt number, audit-logged, and the resident is told.
 */
export class RecordLedgerPayment {
  constructor(
    private readonly w: BookWriting,
    private readonly notifier: Notifier,
  ) {}

  execute(input: RecordLedgerPaymentInput): Promise<EntryWritten<LedgerCredit>> {
    return onLease(this.w, input.leaseId, async (agreement, books) => {
      if (input.forCharge !== undefined && !books.settlement.charges.some((c) => c.charge.id === input.forCharge)) {
        const rule = 'Pick one of this lease’s charges, or none';
        throw new DomainError('VALIDATION.INVALID_INPUT', rule, { forCharge: rule });
      }
      const credit = recordedPayment(
        spanOf(agreement),
        { ...input, id: this.w.ids.next(), amountInTaka: input.amount, at: this.w.clock.now() },
        this.w.calendar.today(),
      );
      const stored = (await this.w.ledger.add(credit)) as typeof credit;
      await this.w.audit.record({
        actor: input.by,
        action: 'ledger.payment',
        subject: agreement.id,
        label: leaseLabel(agreement),
        after: {
          amount: toTaka(stored.amount),
          method: stored.method,
          reference: stored.reference ?? null,
          paidOn: stored.paidOn,
          receipt: stored.receiptNumber ?? null,
        },
      });
      await this.notifier.notify([{ email: agreement.userEmail, name: agreement.userName }], {
        type: 'payment-received',
        receipt: stored.receiptNumber!,
        amount: toTaka(stored.amount),
        method: stored.method,
      });
      return stored;
    });
  }
}

export interface AddLedgerChargeInput {
  readonly leaseId: string;
  readonly kind: string;
  readonly month: string;
  readonly label?: string;
  readonly amount: number;
  readonly by: string;
}

/** A charge beside the rent (a service charge, a utility bill, a repair, a fine) for a month the lease covers. */
export class AddLedgerCharge {
  constructor(private readonly w: BookWriting) {}

  execute(input: AddLedgerChargeInput): Promise<EntryWritten<LedgerCharge>> {
    return onLease(this.w, input.leaseId, async (agreement) => {
      const charge = addedCharge(spanOf(agreement), {
        ...input,
        id: this.w.ids.next(),
        amountInTaka: input.amount,
        at: this.w.clock.now(),
      });
      const stored = (await this.w.ledger.add(charge)) as LedgerCharge;
      await this.w.audit.record({
        actor: input.by,
        action: 'ledger.charge',
        subject: agreement.id,
        label: leaseLabel(agreement),
        after: { kind: stored.kind, label: stored.label, month: stored.month, amount: toTaka(stored.amount) },
      });
      return stored;
    });
  }
}

/** Cancels a charge or a recorded payment that was written in error, with the reason; audit-logged. */
export class VoidLedgerEntry {
  constructor(private readonly w: BookWriting) {}

  execute(input: {
    readonly leaseId: string;
    readonly entryId: string;
    readonly reason: string;
    readonly by: string;
  }): Promise<EntryWritten<LedgerVoid>> {
    return onLease(this.w, input.leaseId, async (agreement, books) => {
      const voiding = voidOf(books.entries, spanOf(agreement), {
        id: this.w.ids.next(),
        voids: input.entryId,
        reason: input.reason,
        by: input.by,
        at: this.w.clock.now(),
      });
      const stored = (await this.w.ledger.add(voiding)) as LedgerVoid;
      const target = books.entries.find((e) => e.id === input.entryId) as LedgerCharge | LedgerCredit;
      await this.w.audit.record({
        actor: input.by,
        action: 'ledger.void',
        subject: agreement.id,
        label: leaseLabel(agreement),
        before: {
          entry: target.type === 'charge' ? `${target.label} ${target.month}` : `${target.kind} ${target.paidOn}`,
          amount: toTaka(target.amount),
        },
        after: { reason: stored.reason },
      });
      return stored;
    });
  }
}

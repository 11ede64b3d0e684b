import type { Agreement } from '../../domain/agreements/agreement.ts';
import { AGEING_BUCKETS, statement, type AgeingBucket, type Statement } from '../../domain/ledger/reading.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import {
  collectionByMonth,
  collectionTotal,
  heldByCredit,
  type MonthCollection,
} from '../../domain/ledger/collection.ts';
import { addMonths, formatMonth, monthsFrom, type MonthKey } from '../../domain/shared/month.ts';
import { compare, sum, ZERO, type Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import { leaseToPayUnder } from '../payments/payment-terms.ts';
import type { Actor, BuildingCalendar } from '../shared/ports.ts';
import type { Books, LeaseBooks } from './books.ts';

/** The lease an admin asked for by id: one that was accepted, running or ended. */
export async function leaseById(agreements: Agreements, leaseId: string): Promise<Agreement> {
  const agreement = await agreements.byId(leaseId);
  if (!agreement || (agreement.status !== 'accepted' && agreement.status !== 'ended') || !agreement.startMonth)
    throw new DomainError('AGREEMENT.NOT_FOUND', 'There is no such lease');
  return agreement;
}

/** A resident's own books: their running lease's, or a former resident's last lease's, which they can still settle. */
export class GetMyBooks {
  constructor(
    private readonly agreements: Agreements,
    private readonly books: LeaseBooks,
  ) {}

  async execute(actor: Pick<Actor, 'email'>): Promise<Books> {
    return this.books.of(await leaseToPayUnder(this.agreements, actor.email));
  }
}

/** One lease's books, for an admin. */
export class GetLeaseBooks {
  constructor(
    private readonly agreements: Agreements,
    private readonly books: LeaseBooks,
  ) {}

  async execute(leaseId: string): Promise<Books> {
    return this.books.of(await leaseById(this.agreements, leaseId));
  }
}

export interface MonthStatement {
  readonly books: Books;
  readonly statement: Statement;
}

/** A month's statement of a lease: the caller's own (`actor`), or any lease's for an admin (`leaseId`). */
export class GetStatement {
  constructor(
    private readonly agreements: Agreements,
    private readonly books: LeaseBooks,
  ) {}

  async execute(
    input: { readonly month: MonthKey } & ({ actor: Actor } | { leaseId: string }),
  ): Promise<MonthStatement> {
    const agreement =
      'leaseId' in input
        ? await leaseById(this.agreements, input.leaseId)
        : await leaseToPayUnder(this.agreements, input.actor.email);
    const books = await this.books.of(agreement);
    if (!books.statementMonths.includes(input.month)) {
      const [first, last] = [books.statementMonths[0], books.statementMonths.at(-1)];
      const rule = first
        ? `Pick a month from ${formatMonth(first)} to ${formatMonth(last!)}`
        : 'This lease has no month to show yet';
      throw new DomainError('VALIDATION.INVALID_INPUT', rule, { month: rule });
    }
    return { books, statement: statement(books.entries, input.month) };
  }
}

export interface BooksArrears {
  readonly today: string;
  /** Every running lease, and every ended one that still owes or is owed; most owed first. */
  readonly rows: readonly Books[];
  readonly totals: Record<AgeingBucket, Money> & { readonly owed: Money };
}

/** What the building is owed, lease by lease and by how long, read from the books. */
export class GetBooksArrears {
  constructor(
    private readonly books: LeaseBooks,
    private readonly today: () => string,
  ) {}

  async execute(): Promise<BooksArrears> {
    const rows = (await this.books.all())
      .filter((b) => b.agreement.status === 'accepted' || b.settlement.balance !== ZERO)
      .sort(
        (a, b) =>
          compare(b.settlement.owed, a.settlement.owed) ||
          a.agreement.userName.localeCompare(b.agreement.userName) ||
          (a.agreement.id < b.agreement.id ? -1 : 1),
      );
    const bucketTotals = Object.fromEntries(
      AGEING_BUCKETS.map((bucket) => [bucket, sum(rows.map((r) => r.ageing[bucket]))]),
    ) as Record<AgeingBucket, Money>;
    return { today: this.today(), rows, totals: { ...bucketTotals, owed: sum(rows.map((r) => r.settlement.owed)) } };
  }
}

/** How many months the admin's billed-and-collected report covers, the current one last. */
export const COLLECTION_MONTHS = 12;

export interface BooksCollection {
  /** The building's current month, the report's last. */
  readonly currentMonth: MonthKey;
  /** The last twelve months, oldest first. */
  readonly months: readonly MonthCollection[];
  readonly total: Omit<MonthCollection, 'month'>;
}

/**
 * What the building billed and collected in each of the last twelve months, the building's current month last, over
 * every lease's books (running and ended): billed by kind, collected by method, discounts and waivers apart, and
 * security deposits received apart from the money collected (they are held, not income).
 */
export class GetBooksCollection {
  constructor(
    private readonly books: LeaseBooks,
    private readonly calendar: BuildingCalendar,
  ) {}

  async execute(): Promise<BooksCollection> {
    const currentMonth = this.calendar.thisMonth();
    const all = await this.books.all();
    const months = collectionByMonth(
      all.flatMap((b) => b.entries),
      monthsFrom(addMonths(currentMonth, 1 - COLLECTION_MONTHS), currentMonth),
      heldByCredit(all.map((b) => b.settlement)),
    );
    return { currentMonth, months, total: collectionTotal(months) };
  }
}

import { leaseOf, type Agreement } from '../../domain/agreements/agreement.ts';
import { covers, leaseMonths, MONTHS_AHEAD } from '../../domain/agreements/lease.ts';
import { advanceWindow } from '../../domain/agreements/terms.ts';
import { rentInMonth, type RentChange } from '../../domain/agreements/rent-change.ts';
import { ageing, type AgeingBucket } from '../../domain/ledger/reading.ts';
import {
  rentCharge,
  rentChargeId,
  settle,
  type LedgerCredit,
  type LedgerEntry,
  type Settlement,
} from '../../domain/ledger/ledger.ts';
import { type LeaseSpan } from '../../domain/ledger/writing.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { addMonths, dayIn, type MonthKey } from '../../domain/shared/month.ts';
import { subtract, taka, ZERO, type Money } from '../../domain/shared/money.ts';
import type { Agreements, RentChanges } from '../agreements/ports.ts';
import type { Payments, RentLedger } from '../payments/ports.ts';
import type { BuildingCalendar } from '../shared/ports.ts';
import type { LedgerEntries } from './ports.ts';
import type { RecurringCharges } from '../charges/ports.ts';
import { recurringCharges, type RecurringCharge } from '../../domain/charges/charges.ts';

/** A lease's books as they stand today, and what they come to. */
export interface Books {
  readonly agreement: Agreement;
  readonly span: LeaseSpan;
  readonly entries: readonly LedgerEntry[];
  readonly settlement: Settlement;
  readonly ageing: Record<AgeingBucket, Money>;
  readonly currentMonth: MonthKey;
  readonly today: string;
  /** The months a statement can be asked for: the lease's first to the current month, or to its last. */
  readonly statementMonths: readonly MonthKey[];
}

/** The months and days of an accepted agreement's lease. */
export function spanOf(agreement: Agreement): LeaseSpan {
  const lease = leaseOf(agreement);
  if (!lease || (agreement.status !== 'accepted' && agreement.status !== 'ended'))
    throw new DomainError('AGREEMENT.NOT_FOUND', 'There is no such lease');
  return { id: agreement.id, ...lease };
}

/**
 * Which of a person's leases a month's card payment belongs to: the latest of those covering the month (someone who
 * moved out and back in within a month owes it once, under the later lease).
 */
const leaseForMonth = (leases: readonly Agreement[], month: MonthKey): Agreement | undefined =>
  leases.filter((a) => a.status !== 'pending' && leaseOf(a) && covers(leaseOf(a)!, month)).at(-1);

/**
 * A card payment as the books read it: the money, naming the month's rent it paid, and the coupon's discount on that
 * rent beside it. A payment a 100% coupon made free is the discount alone.
 */
export function cardCredits(leaseId: string, payment: Payment, timeZone: string): LedgerCredit[] {
  const forCharge = rentChargeId(leaseId, payment.monthKey);
  const paidOn = dayIn(payment.paidAt, timeZone);
  const receipt = payment.receiptNumber !== undefined ? { receiptNumber: payment.receiptNumber } : {};
  const discount = subtract(taka(payment.rent), payment.amountMinor);
  const credits: LedgerCredit[] = [];
  if (payment.amountMinor > 0)
    credits.push({
      type: 'credit',
      id: `card:${payment.id}`,
      leaseId,
      kind: 'payment',
      amount: payment.amountMinor,
      paidOn,
      at: payment.paidAt,
      method: 'card',
      reference: payment.transactionId,
      ...receipt,
      forCharge,
    });
  if (discount > 0)
    credits.push({
      type: 'credit',
      id: `discount:${payment.id}`,
      leaseId,
      kind: 'discount',
      amount: discount,
      paidOn,
      at: payment.paidAt,
      ...(payment.couponCode !== undefined ? { note: payment.couponCode } : {}),
      ...(payment.amountMinor > 0 ? {} : receipt),
      forCharge,
    });
  return credits;
}

/**
 * What the books are made of: the rent the lease bills for each month it covers up to the current one (and a month
 * paid ahead by card, and the months its advance pays) at the rent in effect that month (the one it began with, or
 * the latest change from that month or before), the recurring charges that apply to it for those months, the lease's card payments, and the
 * entries written to it.
 */
export function entriesOf(
  agreement: Agreement,
  leasesOfPerson: readonly Agreement[],
  payments: readonly Payment[],
  stored: readonly LedgerEntry[],
  recurring: readonly RecurringCharge[],
  currentMonth: MonthKey,
  timeZone: string,
  rentChanges: readonly RentChange[] = [],
): LedgerEntry[] {
  const span = spanOf(agreement);
  const cards = payments.filter(
    (p) => p.userEmail === agreement.userEmail && leaseForMonth(leasesOfPerson, p.monthKey)?.id === agreement.id,
  );
  // A month two of the person's leases cover is billed once, by the later one, as its card payment is credited there.
  const billed = new Set(
    leaseMonths(span, currentMonth).filter(
      (m) => (leaseForMonth(leasesOfPerson, m)?.id ?? agreement.id) === agreement.id,
    ),
  );
  // A month paid ahead is billed when it is paid, so the payment settles its own month and nothing older.
  for (const p of cards) if (p.monthKey <= addMonths(currentMonth, MONTHS_AHEAD)) billed.add(p.monthKey);
  // The months the advance pays are billed from the start, so the advance settles them as soon as it is paid.
  for (const m of advanceWindow(span.startMonth, agreement.advanceMonths ?? 0))
    if (covers(span, m) && (leaseForMonth(leasesOfPerson, m)?.id ?? agreement.id) === agreement.id) billed.add(m);
  const rentOf = (month: MonthKey) => taka(rentInMonth(agreement.rent, rentChanges, month));
  return [
    ...[...billed].map((month) => rentCharge(span.id, month, rentOf(month), new Date(`${month}-01T00:00:00Z`))),
    // A month two of the person's leases cover is billed once, by the later one, like its rent.
    ...recurringCharges(recurring, span, currentMonth).filter(
      (c) => (leaseForMonth(leasesOfPerson, c.month)?.id ?? span.id) === span.id,
    ),
    ...cards.flatMap((p) => cardCredits(span.id, p, timeZone)),
    ...stored,
  ];
}

/** Reads leases' books from the agreements, the card payments and the entries written to them. */
export class LeaseBooks implements RentLedger {
  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
    private readonly ledger: LedgerEntries,
    private readonly recurring: RecurringCharges,
    private readonly calendar: BuildingCalendar,
    private readonly dueDay: () => Promise<number>,
    /** The new rents scheduled on leases; without them each lease bills the rent it began with. */
    private readonly rentChanges?: Pick<RentChanges, 'listFor' | 'listAll'>,
  ) {}

  /** One lease's books. */
  async of(agreement: Agreement): Promise<Books> {
    const [leases, payments, stored, recurring, dueDay, changes] = await Promise.all([
      this.agreements.leasesOf(agreement.userEmail),
      this.payments.listFor(agreement.userEmail),
      this.ledger.listFor(agreement.id),
      this.recurring.list(),
      this.dueDay(),
      this.rentChanges?.listFor(agreement.id) ?? [],
    ]);
    return this.books(
      agreement,
      entriesOf(agreement, leases, payments, stored, recurring, this.month(), this.zone(), changes),
      dueDay,
    );
  }

  async rentIn(agreement: Agreement, month: MonthKey): Promise<number> {
    return rentInMonth(agreement.rent, (await this.rentChanges?.listFor(agreement.id)) ?? [], month);
  }

  /** Each lease's rent for a month, as the books bill it, read once for every lease. */
  async monthRents(): Promise<(agreement: Agreement, month: MonthKey) => number> {
    const changes = groupBy((await this.rentChanges?.listAll()) ?? [], (c) => c.leaseId);
    return (agreement, month) => rentInMonth(agreement.rent, changes.get(agreement.id) ?? [], month);
  }

  async settledRentMonths(agreement: Agreement): Promise<ReadonlySet<MonthKey>> {
    const { settlement } = await this.of(agreement);
    return new Set(
      settlement.charges.filter((c) => c.charge.kind === 'rent' && c.remaining === ZERO).map((c) => c.charge.month),
    );
  }

  /** The months whose rent a person has paid under any of their leases, however it was paid. */
  async paidMonthsOf(email: string): Promise<ReadonlySet<MonthKey>> {
    const leases = (await this.agreements.leasesOf(email)).filter((a) => leaseOf(a) !== undefined);
    const months = await Promise.all(leases.map((a) => this.settledRentMonths(a)));
    return new Set(months.flatMap((m) => [...m]));
  }

  /**
   * Which months each person's rent is paid for, however it was paid: the card payments' months, and every month whose
   * rent the books show settled. What the arrears the admin's screens show are read from.
   */
  async paidMonths(): Promise<{ userEmail: string; monthKey: MonthKey }[]> {
    const [books, byCard] = await Promise.all([this.all(), this.payments.paidMonths()]);
    const settled = books.flatMap((b) =>
      b.settlement.charges
        .filter((c) => c.charge.kind === 'rent' && c.remaining === ZERO)
        .map((c) => ({ userEmail: b.agreement.userEmail, monthKey: c.charge.month })),
    );
    return [...byCard, ...settled];
  }

  /** Every lease's books, running or ended. */
  async all(): Promise<Books[]> {
    const [leases, payments, stored, recurring, dueDay, changes] = await Promise.all([
      this.agreements.listLeases(),
      this.payments.listAll(),
      this.ledger.listAll(),
      this.recurring.list(),
      this.dueDay(),
      this.rentChanges?.listAll() ?? [],
    ]);
    // A person's leases earliest first, as `leasesOf` gives them, so the later of two covering a month is the same.
    const byPerson = groupBy([...leases].sort(byBeginning), (a) => a.userEmail);
    const paymentsOf = groupBy(payments, (p) => p.userEmail);
    const entriesOfLease = groupBy(stored, (e) => e.leaseId);
    const changesOf = groupBy(changes, (c) => c.leaseId);
    return leases
      .filter((a) => leaseOf(a) !== undefined)
      .map((a) =>
        this.books(
          a,
          entriesOf(
            a,
            byPerson.get(a.userEmail) ?? [],
            paymentsOf.get(a.userEmail) ?? [],
            entriesOfLease.get(a.id) ?? [],
            recurring,
            this.month(),
            this.zone(),
            changesOf.get(a.id) ?? [],
          ),
          dueDay,
        ),
      );
  }

  private books(agreement: Agreement, entries: LedgerEntry[], dueDay: number): Books {
    const span = spanOf(agreement);
    const settlement = settle(entries);
    const today = this.calendar.today();
    const currentMonth = this.month();
    return {
      agreement,
      span,
      entries,
      settlement,
      ageing: ageing(settlement, today, dueDay),
      currentMonth,
      today,
      statementMonths: leaseMonths(span, currentMonth),
    };
  }

  private month = () => this.calendar.thisMonth();
  private zone = () => this.calendar.timeZone;
}

const byText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const byBeginning = (a: Agreement, b: Agreement): number =>
  byText(a.startMonth ?? '', b.startMonth ?? '') || byText(a.id, b.id);

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

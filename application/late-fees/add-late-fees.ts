import type { Agreement } from '../../domain/agreements/agreement.ts';
import {
  lateFeeCharge,
  lateFeesDue,
  monthsWithLateFee,
  type LateFeeOccasion,
  type SavedLateFeeRule,
} from '../../domain/late-fees/late-fee.ts';
import { isDomainError } from '../../domain/shared/errors.ts';
import type { MonthKey } from '../../domain/shared/month.ts';
import { add, toTaka, ZERO, type Money } from '../../domain/shared/money.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Books } from '../ledger/books.ts';
import type { LedgerEntries } from '../ledger/ports.ts';
import type { Users } from '../members/ports.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { BackgroundJob, BuildingCalendar, Clock, IdGenerator, UnitOfWork } from '../shared/ports.ts';

/** The building's day, month and due day a round of late fees is decided on. */
interface Day {
  readonly today: string;
  readonly thisMonth: MonthKey;
  readonly dueDay: number;
}

/** The fees a lease's books call for on `day`. */
const feesDue = (rule: SavedLateFeeRule, books: Books, day: Day): LateFeeOccasion[] =>
  lateFeesDue(
    rule,
    books.span,
    books.settlement.charges
      .filter((c) => c.charge.kind === 'rent')
      .map((c) => ({ month: c.charge.month, remaining: c.remaining })),
    monthsWithLateFee(books.entries),
    day,
  );

/**
 * One round of late fees: each running lease gets one late fee for each month whose rent is still unpaid when its grace
 * has run out (from the month late fees were switched on), and its resident is told. Each fee is written in a unit of
 * work of its own, with the lease held and its books read again, so a lease ended or a month paid meanwhile takes
 * none. The books hold one late fee per lease and month (voided, that is waived, ones included): of two instances, or
 * a round and the same round after a restart, one writes it and the other is told it is there already, and goes on.
 * A round that added any tells every admin once, with how many it added and their total; a round that added none tells
 * nobody.
 */
export class AddLateFees implements BackgroundJob {
  /** Grace runs out on calendar days: an hourly look finds each day's soon enough. */
  readonly background = { name: 'late fees', everyMs: 60 * 60_000 };

  constructor(
    private readonly books: { all(): Promise<Books[]>; of(agreement: Agreement): Promise<Books> },
    private readonly agreements: Agreements,
    private readonly ledger: LedgerEntries,
    private readonly rule: () => Promise<SavedLateFeeRule>,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly dueDay: () => Promise<number>,
    private readonly users: Pick<Users, 'listByRole'>,
  ) {}

  async execute(): Promise<{ added: number }> {
    const rule = await this.rule();
    if (!rule.enabled) return { added: 0 };
    const day: Day = {
      today: this.calendar.today(),
      thisMonth: this.calendar.thisMonth(),
      dueDay: await this.dueDay(),
    };
    let added = 0;
    let total: Money = ZERO;
    for (const books of await this.books.all()) {
      if (books.agreement.status !== 'accepted') continue;
      for (const { month } of feesDue(rule, books, day)) {
        const fee = await this.addOnce(rule, books.agreement, month, day);
        if (fee === undefined) continue;
        added += 1;
        total = add(total, fee);
      }
    }
    if (added > 0)
      await this.uow.run(async () =>
        this.notifier.notify(await this.users.listByRole('admin'), {
          type: 'late-fees-added',
          count: added,
          total: toTaka(total),
        }),
      );
    return { added };
  }

  /**
   * The month's fee, and what it came to; undefined when the lease ended, the month was settled or another round added
   * it meanwhile.
   */
  private async addOnce(
    rule: SavedLateFeeRule,
    lease: Agreement,
    month: MonthKey,
    day: Day,
  ): Promise<Money | undefined> {
    try {
      return await this.uow.run(async () => {
        const held = await this.agreements.holdAccepted(lease.userEmail);
        if (held?.id !== lease.id) return undefined;
        const due = feesDue(rule, await this.books.of(held), day).find((o) => o.month === month);
        if (!due) return undefined;
        await this.ledger.add(lateFeeCharge(this.ids.next(), held.id, due, this.clock.now()));
        await this.notifier.notify([{ email: held.userEmail, name: held.userName }], {
          type: 'late-fee-added',
          month,
          amount: toTaka(due.amount),
        });
        return due.amount;
      });
    } catch (error) {
      if (isDomainError(error) && error.code === 'LATEFEE.ALREADY_ADDED') return undefined;
      throw error;
    }
  }
}

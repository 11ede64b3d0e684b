import { covers } from '../../domain/agreements/lease.ts';
import { CHARGE_LABELS } from '../../domain/ledger/writing.ts';
import { rentChargeId } from '../../domain/ledger/ledger.ts';
import { dueDate, reminderFor, reminderMonths, type ReminderSchedule } from '../../domain/notifications/reminders.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import { add, sum, taka, toTaka, ZERO } from '../../domain/shared/money.ts';
import type { Notifier } from './notifier.ts';
import type { BackgroundJob, BuildingCalendar, Clock, UnitOfWork } from '../shared/ports.ts';
import type { LeaseBooks } from '../ledger/books.ts';
import type { SentReminders } from './ports.ts';

/**
 * One round of rent reminders, read from the books: each member whose month's rent calls for a reminder today and is
 * not settled gets one reminder, with everything they owe and what it is made of (not one a month). The store records
 * each reminder before it is written, in the same unit of work, so two instances, a restart or a second round the same
 * day never send it twice; a member whose rent is settled, however they paid, is skipped.
 */
export class SendRentReminders implements BackgroundJob {
  /** Reminders fall on calendar days: an hourly look finds each day's soon enough. */
  readonly background = { name: 'rent reminders', everyMs: 60 * 60_000 };

  constructor(
    private readonly books: Pick<LeaseBooks, 'all'> & Partial<Pick<LeaseBooks, 'monthRents'>>,
    private readonly sent: SentReminders,
    private readonly notifier: Notifier,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly calendar: BuildingCalendar,
    private readonly schedule: () => Promise<ReminderSchedule>,
  ) {}

  async execute(): Promise<{ sent: number }> {
    const now = this.clock.now();
    const today = this.calendar.today();
    const schedule = await this.schedule();
    let sent = 0;
    // Each month's rent as the lease bills it: a new rent scheduled from that month or before included.
    const rentOf = (await this.books.monthRents?.()) ?? ((lease: { rent: number }) => lease.rent);
    for (const books of await this.books.all()) {
      const { agreement, span, settlement } = books;
      if (agreement.status !== 'accepted') continue;
      const open = settlement.charges.filter((c) => c.remaining > ZERO);
      const rentOpen = (month: string) =>
        settlement.charges.find((c) => c.charge.id === rentChargeId(span.id, month))?.remaining ??
        taka(rentOf(agreement, month));
      // The occasions today calls for, for months of the lease whose rent is not settled; the latest is the one told.
      const due = reminderMonths(this.calendar.thisMonth())
        .map((month) => ({ month, kind: reminderFor(schedule, month, today) }))
        .filter((o) => o.kind !== undefined && covers(span, o.month) && rentOpen(o.month) > ZERO);
      const told = due.at(-1);
      if (!told) continue;
      const email = normalizeEmail(agreement.userEmail);
      // A month's rent not billed yet (next month's early reminder) is owed with the rest.
      const unbilled = open.some((c) => c.charge.id === rentChargeId(span.id, told.month))
        ? ZERO
        : rentOpen(told.month);
      const items = [
        ...open.map((c) => ({
          kind: c.charge.kind,
          label: c.charge.label,
          month: c.charge.month,
          amount: c.remaining,
        })),
        ...(unbilled > ZERO
          ? [{ kind: 'rent' as const, label: CHARGE_LABELS.rent, month: told.month, amount: unbilled }]
          : []),
      ];
      const total = add(sum(open.map((c) => c.remaining)), unbilled);
      const recorded = await this.uow.run(async () => {
        // Every occasion due today is recorded, so an older month's reminder is not sent beside this one later.
        const fresh = await Promise.all(due.map((o) => this.sent.record(email, o.month, o.kind!, now)));
        if (!fresh.at(-1)) return false;
        await this.notifier.notify([{ email, name: agreement.userName }], {
          type: 'rent-reminder',
          kind: told.kind!,
          month: told.month,
          dueDay: dueDate(schedule, told.month),
          amount: rentOf(agreement, told.month),
          ...(items.length > 1
            ? { owed: { total: toTaka(total), items: items.map((i) => ({ ...i, amount: toTaka(i.amount) })) } }
            : {}),
        });
        return true;
      });
      if (recorded) sent += 1;
    }
    return { sent };
  }
}

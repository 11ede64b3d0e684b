import { leaseOf } from '../../domain/agreements/agreement.ts';
import { covers } from '../../domain/agreements/lease.ts';
import { dueDate, reminderFor, reminderMonths, type ReminderSchedule } from '../../domain/notifications/reminders.ts';
import { normalizeEmail } from '../../domain/members/user.ts';
import type { Notifier } from './notifier.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { BackgroundJob, BuildingCalendar, Clock, UnitOfWork } from '../shared/ports.ts';
import type { Payments } from '../payments/ports.ts';
import type { SentReminders } from './ports.ts';

/**
 * One round of rent reminders: each member with an unpaid month that calls for a reminder today is told, once per
 * month and kind. The store records each reminder before it is written, in the same unit of work, so two instances, a
 * restart or a second round the same day never send it twice; a member who paid is skipped.
 */
export class SendRentReminders implements BackgroundJob {
  /** Reminders fall on calendar days: an hourly look finds each day's soon enough. */
  readonly background = { name: 'rent reminders', everyMs: 60 * 60_000 };

  constructor(
    private readonly agreements: Agreements,
    private readonly payments: Payments,
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
    const months = reminderMonths(this.calendar.thisMonth());
    const schedule = await this.schedule();
    const paid = new Set((await this.payments.paidMonths()).map((p) => `${normalizeEmail(p.userEmail)}|${p.monthKey}`));
    let sent = 0;
    for (const agreement of await this.agreements.listAccepted()) {
      const lease = leaseOf(agreement);
      if (!lease) continue;
      const email = normalizeEmail(agreement.userEmail);
      for (const month of months) {
        const kind = reminderFor(schedule, month, today);
        if (!kind || !covers(lease, month) || paid.has(`${email}|${month}`)) continue;
        const recorded = await this.uow.run(async () => {
          if (!(await this.sent.record(email, month, kind, now))) return false;
          await this.notifier.notify([{ email, name: agreement.userName }], {
            type: 'rent-reminder',
            kind,
            month,
            dueDay: dueDate(schedule, month),
            amount: agreement.rent,
          });
          return true;
        });
        if (recorded) sent += 1;
      }
    }
    return { sent };
  }
}

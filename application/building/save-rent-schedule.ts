import { DomainError } from '../../domain/shared/errors.ts';
import {
  reminderSchedule,
  type ReminderSchedule,
  type SavedReminderSchedule,
} from '../../domain/notifications/reminders.ts';
import type { AuditTrail } from '../audit/audit-trail.ts';
import type { RentSchedules } from './ports.ts';
import type { UnitOfWork } from '../shared/ports.ts';
import type { GetRentSchedule } from './get-rent-schedule.ts';

const FIELDS = ['dueDay', 'daysBefore', 'daysAfter'] as const;

/**
 * The admin sets the day rent is due and when members are reminded, over the version they read: a save made meanwhile
 * by someone else is never overwritten (SCHEDULE.CHANGED), and every save is in the audit log with what changed.
 * Reminders and members' dues follow the saved schedule from the next round and the next read.
 */
export class SaveRentSchedule {
  constructor(
    private readonly schedules: RentSchedules,
    private readonly current: GetRentSchedule,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditTrail,
  ) {}

  execute({
    schedule,
    version,
    by,
  }: {
    schedule: ReminderSchedule;
    version: number;
    by: string;
  }): Promise<SavedReminderSchedule> {
    return this.uow.run(async () => {
      const checked = reminderSchedule(schedule);
      const current = await this.current.execute();
      if (current.version !== version) throw changedMeanwhile();
      const next = { ...checked, version: current.version + 1 };
      if (!(await this.schedules.save(next, current.version))) throw changedMeanwhile();
      const changed = FIELDS.filter((field) => current[field] !== next[field]);
      await this.audit.record({
        actor: by,
        action: 'rent-schedule.update',
        subject: 'rent-schedule',
        label: 'Rent due day and reminders',
        before: Object.fromEntries(changed.map((f) => [f, current[f]])),
        after: Object.fromEntries(changed.map((f) => [f, next[f]])),
      });
      return next;
    });
  }
}

const changedMeanwhile = () =>
  new DomainError('SCHEDULE.CHANGED', 'Someone else changed the rent schedule; reload to see it');

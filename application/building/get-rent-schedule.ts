import { DEFAULT_REMINDER_SCHEDULE, type SavedReminderSchedule } from '../../domain/notifications/reminders.ts';
import type { RentSchedules } from './ports.ts';

/** The building's rent due day and reminders as saved, or, until the admin first saves them, the default (version 0). */
export class GetRentSchedule {
  constructor(private readonly schedules: RentSchedules) {}

  async execute(): Promise<SavedReminderSchedule> {
    return (await this.schedules.get()) ?? { ...DEFAULT_REMINDER_SCHEDULE, version: 0 };
  }
}

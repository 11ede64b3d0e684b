import type { SavedReminderSchedule } from '../../../domain/notifications/reminders.ts';
import type { RentSchedules } from '../../../application/building/ports.ts';
import { READ, type Db } from '../mikro-orm/db.ts';
import { RentScheduleRow } from './entity.ts';

/**
 * No row until the first save, then row 1. The first save is an insert that a row already there turns into nothing
 * (two first saves: one inserts); every later save is an update on the version read.
 */
export class MikroOrmRentSchedules implements RentSchedules {
  constructor(private readonly db: Db) {}

  get(): Promise<SavedReminderSchedule | undefined> {
    return this.db.run(async (em) => {
      const row = await em.findOne(RentScheduleRow, { id: 1 }, READ);
      if (!row) return undefined;
      const { dueDay, daysBefore, daysAfter, version } = row;
      return { dueDay, daysBefore: daysBefore ?? null, daysAfter: daysAfter ?? null, version };
    });
  }

  save(next: SavedReminderSchedule, fromVersion: number): Promise<boolean> {
    const values = {
      dueDay: next.dueDay,
      daysBefore: next.daysBefore,
      daysAfter: next.daysAfter,
      version: next.version,
    };
    return this.db.write(async (em) => {
      if (fromVersion !== 0)
        return (await em.nativeUpdate(RentScheduleRow, { id: 1, version: fromVersion }, values)) === 1;
      const result = await em
        .createQueryBuilder(RentScheduleRow)
        .insert({ id: 1, ...values })
        .onConflict('id')
        .ignore()
        .execute('run');
      return result.affectedRows === 1;
    });
  }
}

import type { SavedBuilding } from '../../domain/building/building.ts';
import type { SavedReminderSchedule } from '../../domain/notifications/reminders.ts';

/** Runs work atomically: if it throws, none of its writes through the repositories remain. */
/** The building's details: one record, saved only over the version it was read at. */
export interface BuildingDetails {
  /** Undefined until the first save. */
  get(): Promise<SavedBuilding | undefined>;
  /** Saves `next` only if the saved version is still `fromVersion` (0: never saved); false otherwise. */
  save(next: SavedBuilding, fromVersion: number): Promise<boolean>;
}

/** The building's rent due day and reminder schedule: one record, saved only over the version it was read at. */
export interface RentSchedules {
  /** Undefined until the first save (the default schedule applies). */
  get(): Promise<SavedReminderSchedule | undefined>;
  /** Saves `next` only if the saved version is still `fromVersion` (0: never saved), atomically; false otherwise. */
  save(next: SavedReminderSchedule, fromVersion: number): Promise<boolean>;
}

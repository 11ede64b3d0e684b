import type { SavedBuilding } from '../../../domain/building/building.ts';
import type { SavedReminderSchedule } from '../../../domain/notifications/reminders.ts';
import type { BuildingDetails, RentSchedules } from '../../../application/building/ports.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryBuildingDetails implements BuildingDetails {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.building.get('building');
  }

  async save(next: SavedBuilding, fromVersion: number) {
    if ((this.t.building.get('building')?.version ?? 0) !== fromVersion) return false;
    this.t.building.set('building', next);
    return true;
  }
}

export class MemoryRentSchedules implements RentSchedules {
  constructor(private readonly t: MemoryTables) {}

  async get() {
    return this.t.rentSchedule.get('schedule');
  }

  async save(next: SavedReminderSchedule, fromVersion: number) {
    if ((this.t.rentSchedule.get('schedule')?.version ?? 0) !== fromVersion) return false;
    this.t.rentSchedule.set('schedule', next);
    return true;
  }
}

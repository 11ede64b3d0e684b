import { byLabel, type ParkingSpace } from '../../../domain/parking/parking.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import type { ParkingSpaces } from '../../../application/parking/ports.ts';
import { uniqueViolation } from '../unique-rules.ts';
import type { MemoryTables } from '../memory/memory-store.ts';

export class MemoryParkingSpaces implements ParkingSpaces {
  constructor(private readonly t: MemoryTables) {}

  async list() {
    return [...this.t.parkingSpaces.values()].sort(byLabel);
  }

  async add(space: ParkingSpace) {
    if ([...this.t.parkingSpaces.values()].some((s) => s.label === space.label)) {
      throw uniqueViolation('parking_spaces_label_unique');
    }
    this.t.parkingSpaces.set(space.id, space);
  }

  async assign(space: ParkingSpace) {
    const stored = this.t.parkingSpaces.get(space.id);
    if (!stored) throw new DomainError('PARKING.NOT_FOUND', 'There is no such parking space');
    const taken = [...this.t.parkingSpaces.values()].some(
      (s) => s.id !== space.id && space.memberEmail !== undefined && s.memberEmail === space.memberEmail,
    );
    if (taken) throw uniqueViolation('parking_spaces_member_unique');
    this.t.parkingSpaces.set(space.id, space);
  }
}

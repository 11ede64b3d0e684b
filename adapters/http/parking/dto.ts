import type { ParkingSpace } from '../../../domain/parking/parking.ts';
import type { ParkingSpaceDto } from './contract.ts';

export const parkingSpaceDto = (s: ParkingSpace): ParkingSpaceDto => ({
  id: s.id,
  label: s.label,
  memberEmail: s.memberEmail ?? null,
});

import type { ParkingSpace } from '../../domain/parking/parking.ts';

export interface ParkingSpaces {
  /** Every space, in label order (byLabel). */
  list(): Promise<ParkingSpace[]>;
  /** Throws PARKING.LABEL_TAKEN when a space has the label already. */
  add(space: ParkingSpace): Promise<void>;
  /**
   * Writes who the space is assigned to. Throws PARKING.MEMBER_HAS_SPACE when the member holds another space by now
   * (a second admin assigned them at the same moment), PARKING.NOT_FOUND when the space is gone.
   */
  assign(space: ParkingSpace): Promise<void>;
}

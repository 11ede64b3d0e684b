import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

export const ParkingSpaceRow = defineEntity({
  name: 'ParkingSpaceRow',
  tableName: 'parking_spaces',
  properties: {
    id: p.text().primary(),
    /** In capitals (parkingLabel), unique. */
    label: p.text(),
    /** The normalised email of the member on it; unique, so a member holds one space at most. */
    memberEmail: p.text().nullable(),
  },
});

export type ParkingSpaceRow = InferEntity<typeof ParkingSpaceRow>;

export interface Apartment {
  readonly id: string;
  readonly image: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Monthly rent in whole taka. */
  readonly rent: number;
}

export interface ListedApartment extends Apartment {
  /** False once an agreement for it has been accepted and not ended. */
  readonly available: boolean;
}

export interface RentRange {
  readonly minRent?: number;
  readonly maxRent?: number;
}

export const inRentRange = (rent: number, { minRent, maxRent }: RentRange): boolean =>
  (minRent === undefined || rent >= minRent) && (maxRent === undefined || rent <= maxRent);

export interface Occupancy {
  readonly totalRooms: number;
  readonly availablePercentage: number;
  readonly rentedPercentage: number;
}

/** Percentages rounded to two decimals; they always add up to 100 when there is at least one room. */
export function occupancy(totalRooms: number, rentedRooms: number): Occupancy {
  if (totalRooms === 0) return { totalRooms, availablePercentage: 0, rentedPercentage: 0 };
  const rentedPercentage = Math.round((rentedRooms / totalRooms) * 10_000) / 100;
  return { totalRooms, rentedPercentage, availablePercentage: Math.round((100 - rentedPercentage) * 100) / 100 };
}

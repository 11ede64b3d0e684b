import { DomainError } from '../shared/errors.ts';

export interface Apartment {
  readonly id: string;
  readonly image: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Monthly rent in whole taka. */
  readonly rent: number;
  /** Set once the building stops letting it: never listed or applied for again, its history kept. */
  readonly retiredAt?: Date;
}

/** The narrower copies of an uploaded photo a small screen may ask for (the stored one is at most 1600 wide). */
export const PHOTO_WIDTHS = [480, 960] as const;
export type PhotoWidth = (typeof PHOTO_WIDTHS)[number];

export interface ListedApartment extends Apartment {
  /** False once an agreement for it has been accepted and not ended. */
  readonly available: boolean;
}

export interface RentRange {
  readonly minRent?: number;
  readonly maxRent?: number;
}

/** Which listed flats a page of the catalogue holds: a rent range, and only the free ones when asked. */
export interface ApartmentFilter extends RentRange {
  /** Only flats no lease holds. */
  readonly availableOnly?: boolean;
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

/** The highest monthly rent a flat may have, in taka. */
export const MAX_RENT = 10_000_000;
export const MAX_FLOOR = 500;
/** The largest photo file of a flat, in bytes (5 MB). */
/**
 * The most flats one spreadsheet may load: more than any one building has, and few enough that checking and writing
 * them all takes the server a moment, not seconds.
 */
export const MAX_IMPORT_ROWS = 5_000;
export const APARTMENT_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** What a person enters for a new flat; block and number are read without case ("a101" is A101). */
export interface ApartmentDetails {
  readonly block: string;
  readonly floor: number;
  readonly number: string;
  readonly rent: number;
}

export type ApartmentField = keyof ApartmentDetails;

/** Each rule in words a person reads, named by the field it is about. */
export const APARTMENT_RULES: Readonly<Record<ApartmentField, string>> = {
  block: 'Block must be 1 to 10 letters or digits, like A',
  floor: `Floor must be a whole number from 0 (the ground floor) to ${MAX_FLOOR}`,
  number: 'Apartment number must be 1 to 20 letters, digits, - or /, like A101',
  rent: `Rent must be a whole number of taka from 1 to ${MAX_RENT.toLocaleString('en-US')}`,
};

const BLOCK = /^[A-Z0-9]{1,10}$/;
const NUMBER = /^[A-Z0-9][A-Z0-9/-]{0,19}$/;

export const isValidRent = (rent: unknown): rent is number =>
  typeof rent === 'number' && Number.isInteger(rent) && rent >= 1 && rent <= MAX_RENT;

const label = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : undefined);

/** The details as they are stored, and every rule they break (none: they are a valid flat). */
export function checkApartment(input: { readonly [K in ApartmentField]?: unknown }): {
  details: ApartmentDetails;
  problems: Partial<Record<ApartmentField, string>>;
} {
  const block = label(input.block) ?? '';
  const number = label(input.number) ?? '';
  const floor = input.floor;
  const problems: Partial<Record<ApartmentField, string>> = {};
  if (!BLOCK.test(block)) problems.block = APARTMENT_RULES.block;
  if (typeof floor !== 'number' || !Number.isInteger(floor) || floor < 0 || floor > MAX_FLOOR)
    problems.floor = APARTMENT_RULES.floor;
  if (!NUMBER.test(number)) problems.number = APARTMENT_RULES.number;
  if (!isValidRent(input.rent)) problems.rent = APARTMENT_RULES.rent;
  return { details: { block, floor: floor as number, number, rent: input.rent as number }, problems };
}

/** A new flat, listed and free; throws VALIDATION.INVALID_INPUT with every broken rule by field. */
export function newApartment(id: string, input: ApartmentDetails, image: string): Apartment {
  const { details, problems } = checkApartment(input);
  const broken = Object.entries(problems);
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', broken[0]![1], problems);
  return { id, image, ...details };
}

/** Where a flat is, as people say it: "Block A, floor 1, A101". */
export const describeLocation = (a: Pick<Apartment, 'block' | 'floor' | 'number'>) =>
  `Block ${a.block}, floor ${a.floor}, ${a.number}`;

/** The same block, floor and number: one flat. */
export const locationKey = (a: Pick<Apartment, 'block' | 'floor' | 'number'>) =>
  `${a.block}\u0000${a.floor}\u0000${a.number}`;

export const isRetired = (a: Apartment): boolean => a.retiredAt !== undefined;

function assertNotRetired(a: Apartment): void {
  if (isRetired(a))
    throw new DomainError('APARTMENT.RETIRED', `${describeLocation(a)} is retired: it is no longer let`);
}

/** A new monthly rent for future applications; leases already agreed keep theirs. */
export function reprice(a: Apartment, rent: number): Apartment {
  assertNotRetired(a);
  if (!isValidRent(rent))
    throw new DomainError('VALIDATION.INVALID_INPUT', APARTMENT_RULES.rent, { rent: APARTMENT_RULES.rent });
  return { ...a, rent };
}

export function rephotograph(a: Apartment, image: string): Apartment {
  assertNotRetired(a);
  return { ...a, image };
}

/** Can somebody ask to rent it now? Only a listed flat. */
export function assertLettable(a: Apartment): void {
  assertNotRetired(a);
}

/**
 * Retires a flat nobody holds or has asked for. A flat let to a member waits until the member is removed; a flat with
 * requests waits until the admin has accepted or rejected them, so nobody's request is decided by a side effect.
 */
export function retire(
  a: Apartment,
  open: { readonly leased: boolean; readonly pendingRequests: number },
  at: Date,
): Apartment {
  assertNotRetired(a);
  if (open.leased) {
    throw new DomainError(
      'APARTMENT.LEASED',
      `${describeLocation(a)} is let to a member: remove the member before retiring it`,
    );
  }
  if (open.pendingRequests > 0) {
    throw new DomainError(
      'APARTMENT.REQUESTED',
      `${describeLocation(a)} has ${open.pendingRequests === 1 ? 'a request' : `${open.pendingRequests} requests`} to rent it: accept or reject ${open.pendingRequests === 1 ? 'it' : 'them'} before retiring it`,
    );
  }
  return { ...a, retiredAt: at };
}

/** A row of a spreadsheet of flats that cannot be taken; `line` counts from 1, the header being line 1. */
export class ImportRowError extends DomainError {
  constructor(
    readonly line: number,
    problem: string,
  ) {
    super('APARTMENT.IMPORT_INVALID', `Line ${line}: ${problem}`);
  }
}

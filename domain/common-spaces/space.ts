import { DomainError } from '../shared/errors.ts';
import { fromTaka, ZERO, type Money } from '../shared/money.ts';

/**
 * A space of the building residents book for an event (the rooftop, the community hall, guest parking): open daily
 * from `opensAt` to `closesAt` in the building's time zone, booked in slots of `slotMinutes`, up to `aheadDays` days
 * ahead, at most `monthlyLimit` bookings per flat in each calendar month (counted by the month the slot falls in),
 * with or without the admin's approval, and for a fee or free. A retired space takes no booking; its past bookings
 * stay readable.
 */
export interface CommonSpace {
  readonly id: string;
  /** As the admin typed it, spacing at its ends trimmed. */
  readonly name: string;
  /** "HH:MM", the building's time. */
  readonly opensAt: string;
  /** "HH:MM", after `opensAt` on the same day. */
  readonly closesAt: string;
  readonly slotMinutes: number;
  readonly aheadDays: number;
  readonly monthlyLimit: number;
  readonly needsApproval: boolean;
  /** What one booking costs; ZERO when free. */
  readonly fee: Money;
  readonly retired: boolean;
  /** Counts the changes the space had; an edit or retirement is conditional on it. */
  readonly version: number;
}

export const SLOT_LENGTHS = [30, 60, 90, 120, 180, 240] as const;
export const NAME_MAX = 60;
export const AHEAD_MAX = 90;
export const LIMIT_MAX = 31;
export const FEE_MAX = 100_000;

export type SpaceField = 'name' | 'opensAt' | 'closesAt' | 'slotMinutes' | 'aheadDays' | 'monthlyLimit' | 'fee';

/** Each rule in words a person reads, named by the field it is about. */
export const SPACE_RULES: Readonly<Record<SpaceField, string>> = {
  name: `Write the space’s name, up to ${NAME_MAX} characters`,
  opensAt: 'Pick the opening time, HH:MM',
  closesAt: 'Pick a closing time after the opening time, with room for one slot',
  slotMinutes: `Pick a slot length: ${SLOT_LENGTHS.join(', ')} minutes`,
  aheadDays: `Pick how many days ahead a flat may book, 1 to ${AHEAD_MAX}`,
  monthlyLimit: `Pick how many bookings a flat may hold in a month, 1 to ${LIMIT_MAX}`,
  fee: `Enter a fee from ৳0 (free) to ৳${FEE_MAX.toLocaleString('en-US')}, with at most two decimals`,
};

const invalid = (field: SpaceField): DomainError =>
  new DomainError('VALIDATION.INVALID_INPUT', SPACE_RULES[field], { [field]: SPACE_RULES[field] });

const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of a time "HH:MM", or undefined when it is not one. */
export function minutesOf(time: string): number | undefined {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** A number of minutes since midnight as "HH:MM". */
export const timeOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface SpaceInput {
  readonly name: string;
  readonly opensAt: string;
  readonly closesAt: string;
  readonly slotMinutes: number;
  readonly aheadDays: number;
  readonly monthlyLimit: number;
  readonly needsApproval: boolean;
  /** In taka; 0 for a free space. */
  readonly fee: number;
}

const whole = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

function feeOf(amount: number): Money {
  let fee: Money;
  try {
    fee = fromTaka(amount);
  } catch {
    throw invalid('fee');
  }
  if (fee < ZERO || amount > FEE_MAX) throw invalid('fee');
  return fee;
}

/** The space's terms checked, each refusal named by its field. */
function terms(input: SpaceInput): Omit<CommonSpace, 'id' | 'retired' | 'version'> {
  const name = input.name.trim();
  if (name.length === 0 || name.length > NAME_MAX) throw invalid('name');
  const opens = minutesOf(input.opensAt);
  if (opens === undefined) throw invalid('opensAt');
  if (!(SLOT_LENGTHS as readonly number[]).includes(input.slotMinutes)) throw invalid('slotMinutes');
  const closes = input.closesAt === '24:00' ? 24 * 60 : minutesOf(input.closesAt);
  if (closes === undefined || closes < opens + input.slotMinutes) throw invalid('closesAt');
  if (!whole(input.aheadDays, 1, AHEAD_MAX)) throw invalid('aheadDays');
  if (!whole(input.monthlyLimit, 1, LIMIT_MAX)) throw invalid('monthlyLimit');
  return {
    name,
    opensAt: input.opensAt,
    closesAt: input.closesAt,
    slotMinutes: input.slotMinutes,
    aheadDays: input.aheadDays,
    monthlyLimit: input.monthlyLimit,
    needsApproval: input.needsApproval,
    fee: feeOf(input.fee),
  };
}

export const newSpace = (id: string, input: SpaceInput): CommonSpace => ({
  id,
  ...terms(input),
  retired: false,
  version: 1,
});

/** The space with new terms; a retired space is never edited again. */
export function editedSpace(space: CommonSpace, input: SpaceInput): CommonSpace {
  if (space.retired) throw new DomainError('SPACE.RETIRED', 'This space is retired');
  return { ...space, ...terms(input), version: space.version + 1 };
}

/** The space retired: it takes no booking again. */
export function retiredSpace(space: CommonSpace): CommonSpace {
  if (space.retired) throw new DomainError('SPACE.RETIRED', 'This space is retired');
  return { ...space, retired: true, version: space.version + 1 };
}

/** Spaces as people read them: the open ones first, then by name. */
export const byName = (a: CommonSpace, b: CommonSpace): number =>
  Number(a.retired) - Number(b.retired) || a.name.localeCompare(b.name, 'en') || a.id.localeCompare(b.id);

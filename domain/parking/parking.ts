import { normalizeEmail } from '../members/user.ts';
import { DomainError } from '../shared/errors.ts';

/** One of the building's parking spaces, and the member it is assigned to, if any. */
export interface ParkingSpace {
  readonly id: string;
  /** How the building names it, like "P-01": unique, kept in capitals. */
  readonly label: string;
  /** The member it is assigned to (normalised email); none: the space is free. */
  readonly memberEmail?: string;
}

export type ParkingField = 'label' | 'memberEmail';

/** Each rule in words a person reads, named by the field it is about. */
export const PARKING_RULES: Readonly<Record<ParkingField, string>> = {
  label: 'Enter a label of up to 12 letters, digits or -, like P-01',
  memberEmail: 'Choose a member of the building',
};

const LABEL = /^[A-Z0-9](?:[A-Z0-9-]{0,10}[A-Z0-9])?$/;

/** Labels are unique regardless of case and spacing around them: " p-01" and "P-01" are the same space. */
export const parkingLabel = (label: string): string => label.trim().toUpperCase();

export function newParkingSpace(id: string, label: string): ParkingSpace {
  const key = parkingLabel(label);
  if (!LABEL.test(key)) {
    throw new DomainError('VALIDATION.INVALID_INPUT', PARKING_RULES.label, { label: PARKING_RULES.label });
  }
  return { id, label: key };
}

/** The space assigned to a member, if any. */
export const spaceOf = (spaces: readonly ParkingSpace[], email: string): ParkingSpace | undefined => {
  const key = normalizeEmail(email);
  return spaces.find((s) => s.memberEmail === key);
};

/**
 * The space with the member on it. One space per member and one member per space: a space held by someone else is
 * refused (PARKING.SPACE_TAKEN), and so is a member who already has another (PARKING.MEMBER_HAS_SPACE); assigning a
 * member to the space they hold changes nothing.
 */
export function assignSpace(spaces: readonly ParkingSpace[], spaceId: string, email: string): ParkingSpace {
  const space = spaces.find((s) => s.id === spaceId);
  if (!space) throw new DomainError('PARKING.NOT_FOUND', 'There is no such parking space');
  const member = normalizeEmail(email);
  if (space.memberEmail === member) return space;
  if (space.memberEmail) {
    throw new DomainError('PARKING.SPACE_TAKEN', `${space.label} is already assigned to another member`);
  }
  const held = spaceOf(spaces, member);
  if (held) throw new DomainError('PARKING.MEMBER_HAS_SPACE', `This member already has ${held.label}`);
  return { ...space, memberEmail: member };
}

/** The space with nobody on it. */
export const unassignSpace = ({ memberEmail: _, ...free }: ParkingSpace): ParkingSpace => free;

/** Spaces in the order people read labels: P-2 before P-10. */
export const byLabel = (a: ParkingSpace, b: ParkingSpace): number =>
  a.label.localeCompare(b.label, 'en', { numeric: true }) || a.id.localeCompare(b.id);

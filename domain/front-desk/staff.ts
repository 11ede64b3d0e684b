import type { Role } from '../identity/roles.ts';
import { isEmailAddress, normalizeEmail } from '../members/user.ts';
import { DomainError } from '../shared/errors.ts';

/** What a member of the building's staff does: a guard at the gate, the caretaker, the manager's assistant. */
export const STAFF_JOBS = ['guard', 'caretaker', 'assistant'] as const;
export type StaffJob = (typeof STAFF_JOBS)[number];

/** Someone who works for the building. They sign in like everyone else; their stored role is `staff`. */
export interface StaffMember {
  /** Normalised: the email they sign in with. */
  readonly email: string;
  readonly name: string;
  readonly job: StaffJob;
  readonly addedAt: Date;
}

export type StaffField = 'email' | 'name' | 'job';

/** Each rule in words a person reads, named by the field it is about. */
export const STAFF_RULES: Readonly<Record<StaffField, string>> = {
  email: 'Enter the email the person signs in with, like name@example.com',
  name: 'Enter a name of 2 to 60 characters',
  job: "Choose guard, caretaker or manager's assistant",
};

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** A staff member as the admin adds them; every field is checked and refused together. */
export function newStaffMember(input: { email: string; name: string; job: string; addedAt: Date }): StaffMember {
  const problems: Partial<Record<StaffField, string>> = {};
  const email = normalizeEmail(input.email);
  const name = tidy(input.name);
  if (!isEmailAddress(email)) problems.email = STAFF_RULES.email;
  if (name.length < 2 || name.length > 60) problems.name = STAFF_RULES.name;
  const job = STAFF_JOBS.find((j) => j === input.job);
  if (!job) problems.job = STAFF_RULES.job;
  if (Object.keys(problems).length > 0 || !job) {
    throw new DomainError('VALIDATION.INVALID_INPUT', Object.values(problems).join('. '), problems);
  }
  return { email, name, job, addedAt: input.addedAt };
}

/**
 * Only a plain user (or nobody yet) becomes staff: a resident or an admin keeps their role, so that nobody holds
 * two sets of rights. Throws STAFF.NOT_ELIGIBLE otherwise.
 */
export function mayBecomeStaff(role: Role | undefined): void {
  if (role === undefined || role === 'user') return;
  if (role === 'staff') throw new DomainError('STAFF.ALREADY_STAFF', 'This person is already on the staff');
  throw new DomainError(
    'STAFF.NOT_ELIGIBLE',
    role === 'admin'
      ? 'An admin cannot be added to the staff'
      : 'A resident of the building cannot be added to the staff',
    { email: STAFF_RULES.email },
  );
}

/** Staff in the order the admin reads them: by name, then email. */
export const byStaffName = (a: StaffMember, b: StaffMember): number =>
  a.name.localeCompare(b.name, 'en') || a.email.localeCompare(b.email);

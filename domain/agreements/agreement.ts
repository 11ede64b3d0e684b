import type { Apartment } from '../apartments/apartment.ts';
import { DomainError } from '../shared/errors.ts';
import type { Lease } from './lease.ts';
import type { LeaseTerms } from './terms.ts';
import { addMonths, formatMonth, monthIn, monthsFrom, type MonthKey } from '../shared/month.ts';

/**
 * pending -> accepted | rejected (the admin decides) | withdrawn (the applicant takes it back); accepted -> ended (the
 * member was removed). Rejected, withdrawn and ended agreements stay for history but are no longer anyone's current
 * agreement.
 */
export type AgreementStatus = 'pending' | 'accepted' | 'rejected' | 'withdrawn' | 'ended';

export interface Agreement {
  readonly id: string;
  readonly userEmail: string;
  readonly userName: string;
  readonly apartmentId: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Whole taka a month: the flat's rent when requested, then the lease's rent the admin set on accepting. */
  readonly rent: number;
  readonly status: AgreementStatus;
  readonly requestDate: Date;
  readonly decidedAt?: Date;
  readonly endedAt?: Date;
  /** Accepted agreements: the first month of rent, picked by the admin on accepting. */
  readonly startMonth?: MonthKey;
  /** Ended agreements: the last month of rent, the month it ended in. */
  readonly endMonth?: MonthKey;
  /** Accepted agreements: the month the lease is meant to end, when the admin set one. */
  readonly termEndMonth?: MonthKey;
  /** Accepted agreements: the months of rent paid ahead (leases accepted before terms existed have none). */
  readonly advanceMonths?: number;
  /** Accepted agreements: the security deposit in whole taka (leases accepted before terms existed have none). */
  readonly deposit?: number;
  /** Rejected requests: why, in the admin's words, for the applicant; absent when no reason was given. */
  readonly reason?: string;
}

export type Decision = 'accept' | 'reject';

export const ALREADY_DECIDED = 'This request has already been decided, perhaps by another admin. Refresh the list.';

export const REJECTION_REASON_MAX = 500;

export const REJECTION_RULES = {
  reason: `Write a reason of up to ${REJECTION_REASON_MAX} characters, or none`,
} as const;

/** A reason as the applicant will read it: trimmed, none when blank, refused when too long. */
export function rejectionReason(text: string | undefined): string | undefined {
  const reason = text?.trim() ?? '';
  if (reason.length > REJECTION_REASON_MAX)
    throw new DomainError('VALIDATION.INVALID_INPUT', REJECTION_RULES.reason, { reason: REJECTION_RULES.reason });
  return reason.length > 0 ? reason : undefined;
}

/**
 * The refusal of a decision on a request that is no longer pending, saying what became of it, so that the second of
 * two admins learns the first one's decision rather than only that there was one.
 */
export function alreadyDecided(agreement: Agreement): DomainError {
  if (agreement.status === 'accepted' || agreement.status === 'ended')
    return new DomainError(
      'AGREEMENT.ALREADY_ACCEPTED',
      'This request was already accepted, perhaps by another admin.',
    );
  if (agreement.status === 'rejected')
    return new DomainError(
      'AGREEMENT.ALREADY_REJECTED',
      'This request was already rejected, perhaps by another admin.',
    );
  return new DomainError('AGREEMENT.ALREADY_DECIDED', ALREADY_DECIDED);
}

export function requestAgreement(
  id: string,
  user: { email: string; name: string },
  apartment: Apartment,
  at: Date,
): Agreement {
  return {
    id,
    userEmail: user.email,
    userName: user.name,
    apartmentId: apartment.id,
    floor: apartment.floor,
    block: apartment.block,
    number: apartment.number,
    rent: apartment.rent,
    status: 'pending',
    requestDate: at,
  };
}

/** The building's calendar: its time zone decides which month "this month" is. */
export interface Calendar {
  readonly timeZone: string;
}

/** The start months an admin may pick: from the month of the request to the month after `thisMonth`. */
export function startMonthChoices(
  agreement: Pick<Agreement, 'requestDate'>,
  thisMonth: MonthKey,
  calendar: Calendar,
): MonthKey[] {
  return monthsFrom(monthIn(agreement.requestDate, calendar.timeZone), addMonths(thisMonth, 1));
}

/**
 * Accepting starts the lease in `startMonth` (a valid month key; this month when not given) on its `terms` (checked
 * by `leaseTerms` against that start; the flat's rent and nothing else when none are given); rejecting takes none.
 * A start before the request or more than a month ahead is refused.
 */
export function decide(
  agreement: Agreement,
  decision: Decision,
  at: Date,
  calendar: Calendar,
  startMonth: MonthKey = monthIn(at, calendar.timeZone),
  reason?: string,
  terms?: LeaseTerms,
): Agreement {
  if (agreement.status !== 'pending') throw alreadyDecided(agreement);
  if (decision === 'reject') return { ...agreement, status: 'rejected', decidedAt: at, ...(reason ? { reason } : {}) };
  const choices = startMonthChoices(agreement, monthIn(at, calendar.timeZone), calendar);
  if (!choices.includes(startMonth)) {
    throw new DomainError(
      'AGREEMENT.INVALID_START',
      `The lease can start from ${formatMonth(choices[0]!)} (the month of the request) to ${formatMonth(choices.at(-1)!)} (next month), not ${formatMonth(startMonth)}`,
    );
  }
  if (!terms) return { ...agreement, status: 'accepted', decidedAt: at, startMonth };
  return {
    ...agreement,
    status: 'accepted',
    decidedAt: at,
    startMonth,
    rent: terms.rent,
    ...(terms.endMonth !== undefined ? { termEndMonth: terms.endMonth } : {}),
    advanceMonths: terms.advanceMonths,
    deposit: terms.deposit,
  };
}

/** The applicant takes back a request nobody has decided yet. */
export function withdraw(agreement: Agreement, at: Date): Agreement {
  if (agreement.status !== 'pending') {
    throw new DomainError('AGREEMENT.ALREADY_DECIDED', 'This request was already decided, so it cannot be withdrawn');
  }
  return { ...agreement, status: 'withdrawn', decidedAt: at };
}

/** Ending a lease makes the month it ends in its last month of rent. */
export function end(agreement: Agreement, at: Date, calendar: Calendar): Agreement {
  if (agreement.status !== 'accepted') {
    throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only an accepted agreement can be ended');
  }
  return { ...agreement, status: 'ended', endedAt: at, endMonth: monthIn(at, calendar.timeZone) };
}

/** The lease of an accepted or ended agreement; none for a request never accepted. */
export function leaseOf(agreement: Agreement): Lease | undefined {
  if (agreement.startMonth === undefined) return undefined;
  return agreement.endMonth === undefined
    ? { startMonth: agreement.startMonth }
    : { startMonth: agreement.startMonth, endMonth: agreement.endMonth };
}

/** Open agreements block a second request by the same user. */
export const isOpen = (agreement: Agreement): boolean =>
  agreement.status === 'pending' || agreement.status === 'accepted';

/** The wire shows a decided request as "checked", as the original client expects. */
export const wireStatus = (status: AgreementStatus): 'pending' | 'checked' =>
  status === 'pending' ? 'pending' : 'checked';

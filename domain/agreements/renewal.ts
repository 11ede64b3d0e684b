import { MAX_RENT } from '../apartments/apartment.ts';
import { DomainError } from '../shared/errors.ts';
import { addMonths, normalizeMonth, type MonthKey } from '../shared/month.ts';
import type { Agreement } from './agreement.ts';
import { firstChangeMonth, type RentChange } from './rent-change.ts';

/**
 * pending -> accepted | declined (the member answers once). An offer unanswered when the lease's planned end month
 * is over lapses: the lease ends at that month.
 */
export type RenewalStatus = 'pending' | 'accepted' | 'declined';

/**
 * The admin's offer to renew a lease with a planned end: a new end month after the current one (`fromEndMonth`) and
 * the rent (whole taka) it bills from the month after the current end.
 */
export interface RenewalOffer {
  readonly id: string;
  readonly leaseId: string;
  readonly fromEndMonth: MonthKey;
  readonly endMonth: MonthKey;
  readonly rent: number;
  readonly status: RenewalStatus;
  readonly offeredAt: Date;
  readonly offeredBy: string;
  readonly answeredAt?: Date;
}

export const RENEWAL_RULES = {
  endMonth: 'Pick a new end month after the lease’s current end month',
  rent: `Enter the rent after the current end in whole taka, from ৳1 to ৳${MAX_RENT.toLocaleString('en-US')}`,
} as const;

export type RenewalField = keyof typeof RENEWAL_RULES;

const monthOf = (value: unknown): MonthKey | undefined => {
  if (typeof value !== 'string') return undefined;
  try {
    return normalizeMonth(value);
  } catch {
    return undefined;
  }
};

/**
 * An offer to renew a running lease that has a planned end month, made before that month ends and at least a month
 * before the new rent would begin (the month after the current end, as any rent change). The new end month comes
 * after the current one; the rent is whole taka from ৳1.
 */
export function offerRenewal(
  input: { readonly endMonth?: unknown; readonly rent?: unknown },
  lease: Agreement,
  today: string,
  made: { readonly id: string; readonly at: Date; readonly by: string },
): RenewalOffer {
  if (lease.status !== 'accepted' || lease.termEndMonth === undefined)
    throw new DomainError('RENEWAL.NOT_RENEWABLE', 'Only a running lease with a planned end month can be renewed');
  const currentEnd = lease.termEndMonth;
  if (addMonths(currentEnd, 1) < firstChangeMonth(today))
    throw new DomainError(
      'RENEWAL.TOO_LATE',
      'This lease ends too soon for a renewal: the new rent needs a month’s notice before the month after its end',
    );
  const problems: Partial<Record<RenewalField, string>> = {};
  const endMonth = monthOf(input.endMonth);
  if (endMonth === undefined || endMonth <= currentEnd) problems.endMonth = RENEWAL_RULES.endMonth;
  const rent = input.rent;
  if (typeof rent !== 'number' || !Number.isSafeInteger(rent) || rent < 1 || rent > MAX_RENT)
    problems.rent = RENEWAL_RULES.rent;
  const broken = Object.keys(problems) as RenewalField[];
  if (broken.length > 0) throw new DomainError('VALIDATION.INVALID_INPUT', problems[broken[0]!]!, problems);
  return {
    id: made.id,
    leaseId: lease.id,
    fromEndMonth: currentEnd,
    endMonth: endMonth!,
    rent: rent as number,
    status: 'pending',
    offeredAt: made.at,
    offeredBy: made.by,
  };
}

/**
 * The member's answer to a pending offer, while the lease still runs to the end month it was offered against.
 * Accepting moves the lease's planned end and schedules the offered rent from the month after the old end; declining
 * keeps the end. An offer already answered is refused with RENEWAL.ANSWERED.
 */
export function answerRenewal(
  offer: RenewalOffer,
  lease: Agreement,
  accept: boolean,
  at: Date,
  changeId: string,
): { offer: RenewalOffer; lease?: Agreement; change?: RentChange } {
  if (offer.status !== 'pending')
    throw new DomainError('RENEWAL.ANSWERED', 'This renewal offer has already been answered');
  if (lease.status !== 'accepted' || lease.termEndMonth !== offer.fromEndMonth)
    throw new DomainError('RENEWAL.NOT_RENEWABLE', 'Only a running lease with a planned end month can be renewed');
  if (!accept) return { offer: { ...offer, status: 'declined', answeredAt: at } };
  return {
    offer: { ...offer, status: 'accepted', answeredAt: at },
    lease: { ...lease, termEndMonth: offer.endMonth },
    change: {
      id: changeId,
      leaseId: lease.id,
      effectiveMonth: addMonths(offer.fromEndMonth, 1),
      rent: offer.rent,
      scheduledAt: at,
      scheduledBy: lease.userEmail,
    },
  };
}

/** Whether a running lease's planned end month is over in `thisMonth`: the lease ends at that month. */
export const isPastPlannedEnd = (lease: Agreement, thisMonth: MonthKey): boolean =>
  lease.status === 'accepted' && lease.termEndMonth !== undefined && lease.termEndMonth < thisMonth;

/** Ends a running lease at its planned end month. */
export function endAtPlannedEnd(lease: Agreement, at: Date): Agreement {
  if (lease.status !== 'accepted' || lease.termEndMonth === undefined)
    throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only an accepted agreement can be ended');
  return { ...lease, status: 'ended', endedAt: at, endMonth: lease.termEndMonth };
}

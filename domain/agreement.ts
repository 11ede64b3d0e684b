import type { Apartment } from './apartment.ts';
import { DomainError } from './errors.ts';

/**
 * pending -> accepted | rejected; accepted -> ended (the member was removed).
 * Rejected and ended agreements stay for history but are no longer anyone's current agreement.
 */
export type AgreementStatus = 'pending' | 'accepted' | 'rejected' | 'ended';

export interface Agreement {
  readonly id: string;
  readonly userEmail: string;
  readonly userName: string;
  readonly apartmentId: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  readonly rent: number;
  readonly status: AgreementStatus;
  readonly requestDate: Date;
  readonly decidedAt?: Date;
  readonly endedAt?: Date;
}

export type Decision = 'accept' | 'reject';

export const ALREADY_DECIDED = 'This request has already been decided, perhaps by another admin. Refresh the list.';

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

export function decide(agreement: Agreement, decision: Decision, at: Date): Agreement {
  if (agreement.status !== 'pending') {
    throw new DomainError('AGREEMENT.ALREADY_DECIDED', ALREADY_DECIDED);
  }
  return { ...agreement, status: decision === 'accept' ? 'accepted' : 'rejected', decidedAt: at };
}

export function end(agreement: Agreement, at: Date): Agreement {
  if (agreement.status !== 'accepted') {
    throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'Only an accepted agreement can be ended');
  }
  return { ...agreement, status: 'ended', endedAt: at };
}

/** Open agreements block a second request by the same user. */
export const isOpen = (agreement: Agreement): boolean =>
  agreement.status === 'pending' || agreement.status === 'accepted';

/** The wire shows a decided request as "checked", as the original client expects. */
export const wireStatus = (status: AgreementStatus): 'pending' | 'checked' =>
  status === 'pending' ? 'pending' : 'checked';

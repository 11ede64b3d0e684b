import type { Agreement, AgreementStatus } from '../../domain/agreements/agreement.ts';
import type { TenantDetails } from '../../domain/agreements/tenant-details.ts';
import type { RentChange } from '../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../domain/agreements/renewal.ts';
import type { MonthKey } from '../../domain/shared/month.ts';

export interface Agreements {
  /** Throws AGREEMENT.OPEN_EXISTS when the user already has a pending or accepted agreement. */
  add(agreement: Agreement): Promise<void>;
  byId(id: string): Promise<Agreement | undefined>;
  /** The user's pending or accepted agreement, if any. */
  openFor(email: string): Promise<Agreement | undefined>;
  /** The user's most recent agreement, whatever became of it (the latest request first), if they ever applied. */
  latestFor(email: string): Promise<Agreement | undefined>;
  listPending(): Promise<Agreement[]>;
  /** Agreements accepted and not ended: the current members' tenancies. */
  listAccepted(): Promise<Agreement[]>;
  /** Every lease, running or ended: the agreements that were ever accepted. */
  listLeases(): Promise<Agreement[]>;
  /** The user's leases, running or ended (their agreements that were ever accepted), earliest start first. */
  leasesOf(email: string): Promise<Agreement[]>;
  /** The leases, running or ended, that cover the month (started by it and not ended before it). */
  listCovering(monthKey: string): Promise<Agreement[]>;
  /**
   * The user's accepted agreement, held until the unit of work ends: it cannot be ended meanwhile, so what is
   * written against it (a payment) never outlives it. Call inside `UnitOfWork.run`.
   */
  holdAccepted(email: string): Promise<Agreement | undefined>;
  /**
   * The lease (an agreement ever accepted), running or ended, held until the unit of work ends: a running one cannot
   * be ended meanwhile, and another unit of work holding the same lease waits until this one ends, so what it writes
   * on the lease's books is seen by the next. Undefined when no lease has the id. Call inside `UnitOfWork.run`.
   */
  holdLease(id: string): Promise<Agreement | undefined>;
  /** True while an accepted agreement holds the apartment. */
  isRented(apartmentId: string): Promise<boolean>;
  /** The apartment's pending and accepted agreements. */
  openOn(apartmentId: string): Promise<Agreement[]>;
  /**
   * Writes the agreement only if the stored one is still in status `from`, in one conditional statement, so
   * that of two decisions racing on one request exactly one wins. False when it is not (someone else changed it
   * first, or it does not exist). Throws APARTMENT.ALREADY_RENTED when another accepted agreement holds the
   * apartment, AGREEMENT.OPEN_EXISTS when the user has another open one.
   */
  update(agreement: Agreement, from: AgreementStatus): Promise<boolean>;
}

/** The tenant details given with a request: kept beside it, read only for its applicant and the admins. */
export interface TenantDetailsStore {
  /** Keeps the details of the request `agreementId`; call inside the unit of work that adds the request. */
  add(agreementId: string, details: TenantDetails): Promise<void>;
  /** The details given with the request; none for a request sent without them (and every older one). */
  of(agreementId: string): Promise<TenantDetails | undefined>;
}

/** The rent changes scheduled on leases. */
export interface RentChanges {
  /** Throws RENTCHANGE.DUPLICATE_MONTH when the lease already has a change from that month (a unique rule). */
  add(change: RentChange): Promise<void>;
  byId(id: string): Promise<RentChange | undefined>;
  /** The lease's changes, earliest month first. */
  listFor(leaseId: string): Promise<RentChange[]>;
  /** Every lease's changes. */
  listAll(): Promise<RentChange[]>;
  /**
   * Removes the change only while its month is still after `thisMonth`, in one conditional statement, so of two
   * cancellations one wins. False when it is gone or already in effect.
   */
  cancel(id: string, thisMonth: MonthKey): Promise<boolean>;
}

/** The renewal offers made on leases, pending or answered. */
export interface RenewalOffers {
  /** Throws RENEWAL.PENDING_EXISTS when the lease already has a pending offer (a unique rule). */
  add(offer: RenewalOffer): Promise<void>;
  byId(id: string): Promise<RenewalOffer | undefined>;
  /** The lease's pending offer, if any. */
  pendingFor(leaseId: string): Promise<RenewalOffer | undefined>;
  /**
   * Writes the offer's answer only while the stored one is still pending, in one conditional statement, so of two
   * answers one wins. False when it was answered meanwhile (or does not exist).
   */
  answer(offer: RenewalOffer): Promise<boolean>;
}

import { leaseOf, type Agreement } from '../../domain/agreements/agreement.ts';
import { couponKey, usableCoupon, type Coupon } from '../../domain/coupons/coupon.ts';
import { DomainError } from '../../domain/shared/errors.ts';
import { mayPay, payableRange, type Lease } from '../../domain/agreements/lease.ts';
import { formatMonth, type MonthKey } from '../../domain/shared/month.ts';
import type { Payment } from '../../domain/payments/payment.ts';
import type { Agreements } from '../agreements/ports.ts';
import type { Coupons } from '../coupons/ports.ts';

/**
 * The lease a resident pays rent under: their running lease, or, once their membership ended, their latest lease, so
 * a former resident can still settle what they owe under it (and nothing outside it).
 */
export async function leaseToPayUnder(agreements: Agreements, email: string): Promise<Agreement> {
  const open = await agreements.openFor(email);
  if (open?.status === 'accepted') return open;
  const ended = (await agreements.leasesOf(email)).filter((a) => a.status === 'ended').at(-1);
  if (!ended) throw new DomainError('AGREEMENT.NOT_FOUND', 'No accepted agreement found. Please contact admin.');
  return ended;
}

/** The lease of an accepted agreement (accepting gives every agreement its start month). */
export function leaseOfAccepted(agreement: Agreement): Lease {
  const lease = leaseOf(agreement);
  if (!lease)
    throw new DomainError('AGREEMENT.NOT_ACCEPTED', 'This agreement has no lease start month. Please contact admin.');
  return lease;
}

/** Refuses a month the lease does not let the member pay now, saying which months it does. */
export function assertPayable(lease: Lease, monthKey: MonthKey, current: MonthKey): void {
  if (!mayPay(lease, monthKey, current)) {
    throw new DomainError(
      'PAYMENT.MONTH_NOT_PAYABLE',
      `Rent for ${formatMonth(monthKey)} cannot be paid. ${payableRange(lease, current)}`,
    );
  }
}

/**
 * The coupon a member may apply to a payment now (none without a code), or the reason not: unknown or switched off,
 * expired on `today` (the building's "YYYY-MM-DD"), or used once already by this member when once is its limit.
 */
export async function couponFor(
  coupons: Coupons,
  code: string | undefined,
  today: string,
  paidBefore: readonly Payment[],
): Promise<Coupon | undefined> {
  if (!code) return undefined;
  const key = couponKey(code);
  return usableCoupon(
    await coupons.byCode(code),
    today,
    paidBefore.some((p) => p.couponCode === key),
  );
}

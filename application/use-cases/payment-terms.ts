import type { Agreement } from '../../domain/agreement.ts';
import { DomainError } from '../../domain/errors.ts';
import type { Actor, Agreements, Coupons } from '../ports.ts';

/** The caller's accepted agreement: the only thing a rent payment can be for. */
export async function acceptedAgreementOf(agreements: Agreements, email: string): Promise<Agreement> {
  const agreement = await agreements.openFor(email);
  if (agreement?.status !== 'accepted') {
    throw new DomainError('AGREEMENT.NOT_FOUND', 'No accepted agreement found. Please contact admin.');
  }
  return agreement;
}

/** The discount a coupon code is worth right now: 0 without a code, an error for an unknown or inactive one. */
export async function discountFor(coupons: Coupons, code: string | undefined): Promise<number> {
  if (!code) return 0;
  const coupon = await coupons.byCode(code);
  if (!coupon?.isActive) throw new DomainError('COUPON.NOT_FOUND', 'Invalid coupon');
  return coupon.discountPercentage;
}

export type Payer = Pick<Actor, 'email' | 'name'>;

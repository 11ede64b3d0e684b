import type { Agreement } from '../agreements/agreement.ts';
import type { CouponLimit } from '../coupons/coupon.ts';
import { formatMonth, normalizeMonth, type MonthKey } from '../shared/month.ts';
import { percent, taka, type Money } from '../shared/money.ts';

export const CURRENCY = 'bdt';

export interface Payment {
  readonly id: string;
  readonly userEmail: string;
  readonly userName: string;
  readonly floor: number;
  readonly block: string;
  readonly number: string;
  /** Monthly rent in whole taka, as agreed. */
  readonly rent: number;
  /** The month as the member picked it; `monthKey` is what uniqueness is decided on. */
  readonly month: string;
  readonly monthKey: string;
  /** Whole percentage taken off the rent. */
  readonly discount: number;
  /** What was charged. */
  readonly amountMinor: Money;
  readonly couponCode?: string;
  /** How often the coupon may be used; present with `couponCode`. */
  readonly couponLimit?: CouponLimit;
  readonly status: 'paid';
  readonly transactionId: string;
  readonly paidAt: Date;
  /** Sequential for the building and never reused; assigned when the payment is recorded. */
  readonly receiptNumber?: number;
}

/**
 * What a member owes for a month: the rent (whole taka) less the discount, to the poisha. With whole-taka rents and
 * whole percentages this is exact, so no rounding can make two parts of the system disagree.
 */
export const amountDue = (rent: number, discountPercentage: number): Money =>
  percent(taka(rent), 100 - discountPercentage);

/**
 * A receipt number as printed and spoken: "R-000042". The building numbers receipts 1, 2, 3...; six digits keep them
 * the same width in a column and read as a document number, not a count.
 */
export const formatReceiptNumber = (n: number): string => `R-${String(n).padStart(6, '0')}`;

export const hasPaidFor = (payments: readonly Pick<Payment, 'monthKey'>[], month: string): boolean => {
  const key = normalizeMonth(month);
  return payments.some((payment) => payment.monthKey === key);
};

/** What a rent payment is made of; the flat and the rent always come from the agreement, never from the payer. */
export interface RentPaymentTerms {
  readonly id: string;
  readonly userEmail: string;
  readonly userName: string;
  readonly agreement: Pick<Agreement, 'floor' | 'block' | 'number' | 'rent'>;
  readonly monthKey: MonthKey;
  readonly discount: number;
  readonly amountMinor: Money;
  readonly coupon?: { readonly code: string; readonly limit: CouponLimit };
  readonly transactionId: string;
  readonly paidAt: Date;
}

/** One month's rent, paid: the record a receipt is printed from. */
export const rentPayment = (t: RentPaymentTerms): Payment => ({
  id: t.id,
  userEmail: t.userEmail,
  userName: t.userName,
  floor: t.agreement.floor,
  block: t.agreement.block,
  number: t.agreement.number,
  rent: t.agreement.rent,
  month: formatMonth(t.monthKey),
  monthKey: t.monthKey,
  discount: t.discount,
  amountMinor: t.amountMinor,
  ...(t.coupon ? { couponCode: t.coupon.code, couponLimit: t.coupon.limit } : {}),
  status: 'paid',
  transactionId: t.transactionId,
  paidAt: t.paidAt,
});

import { couponKey } from '../../../domain/coupons/coupon.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { IntentMetadata, IntentStatus } from '../../../application/payments/ports.ts';
import type { SandboxIntentRecord } from '../../../application/payments/sandbox-intents.ts';
import type { PaymentRow, SandboxIntentRow } from './entity.ts';
import { poisha } from '../../../domain/shared/money.ts';

export const paymentToDomain = (r: PaymentRow): Payment => ({
  id: r.id,
  userEmail: r.userEmail,
  userName: r.userName,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rent: r.rent,
  month: r.month,
  monthKey: r.monthKey,
  discount: r.discount,
  amountMinor: poisha(r.amountMinor),
  ...(r.couponCode
    ? { couponCode: r.couponCode, couponLimit: r.onceCouponKey ? 'once-per-member' : 'every-month' }
    : {}),
  status: 'paid',
  transactionId: r.transactionId,
  paidAt: new Date(r.paidAt),
  ...(r.receiptNumber != null ? { receiptNumber: r.receiptNumber } : {}),
});

export const paymentToRow = (p: Payment): PaymentRow => ({
  id: p.id,
  userEmail: p.userEmail,
  userName: p.userName,
  floor: p.floor,
  block: p.block,
  number: p.number,
  rent: p.rent,
  month: p.month,
  monthKey: p.monthKey,
  discount: p.discount,
  amountMinor: p.amountMinor,
  couponCode: p.couponCode ?? null,
  status: p.status,
  transactionId: p.transactionId,
  paidAt: p.paidAt,
  receiptNumber: p.receiptNumber ?? null,
  onceCouponKey: p.couponCode && p.couponLimit === 'once-per-member' ? couponKey(p.couponCode) : null,
});

const metadataOf = (m: Record<string, string>): IntentMetadata => ({
  userEmail: m.userEmail ?? '',
  agreementId: m.agreementId ?? '',
  ...(m.leaseStatus ? { leaseStatus: m.leaseStatus } : {}),
  month: m.month ?? '',
  monthKey: m.monthKey ?? '',
  // The sandbox keeps metadata as text, as Stripe does: the discount is stored as its digits.
  discount: Number(m.discount ?? ''),
  couponCode: m.couponCode ?? '',
  couponLimit: m.couponLimit ?? '',
  ...(m.purpose === 'books' ? { purpose: 'books' as const } : {}),
  ...(m.forCharge ? { forCharge: m.forCharge } : {}),
});

export const sandboxIntentToDomain = (r: SandboxIntentRow): SandboxIntentRecord => ({
  id: r.id,
  clientSecret: r.clientSecret,
  amountMinor: poisha(r.amountMinor),
  currency: r.currency,
  status: r.status as IntentStatus,
  metadata: metadataOf(r.metadata),
  amountRefunded: poisha(r.amountRefunded),
  idempotencyKey: r.idempotencyKey,
  createdAt: new Date(r.createdAt),
});

export const sandboxIntentToRow = (i: SandboxIntentRecord): SandboxIntentRow => ({
  id: i.id,
  clientSecret: i.clientSecret,
  amountMinor: i.amountMinor,
  currency: i.currency,
  status: i.status,
  metadata: {
    userEmail: i.metadata.userEmail,
    agreementId: i.metadata.agreementId,
    ...(i.metadata.leaseStatus ? { leaseStatus: i.metadata.leaseStatus } : {}),
    month: i.metadata.month,
    monthKey: i.metadata.monthKey,
    discount: String(i.metadata.discount),
    couponCode: i.metadata.couponCode,
    couponLimit: i.metadata.couponLimit,
    ...(i.metadata.purpose ? { purpose: i.metadata.purpose } : {}),
    ...(i.metadata.forCharge ? { forCharge: i.metadata.forCharge } : {}),
  },
  amountRefunded: i.amountRefunded,
  idempotencyKey: i.idempotencyKey,
  createdAt: i.createdAt,
});

import { wireStatus, type Agreement } from '../../domain/agreement.ts';
import type { Announcement } from '../../domain/announcement.ts';
import type { ListedApartment } from '../../domain/apartment.ts';
import type { Coupon } from '../../domain/coupon.ts';
import { formatMonth } from '../../domain/month.ts';
import type { Payment } from '../../domain/payment.ts';
import type { User } from '../../domain/user.ts';
import type { ArrearsRow } from '../../domain/collection.ts';
import type { AdminSummary } from '../../application/use-cases/get-admin-summary.ts';
import type { MyDues } from '../../application/use-cases/get-my-dues.ts';
import type { AgreementDto, AnnouncementDto, ApartmentDto, ArrearsDto, CouponDto, DuesDto, MemberDto, PaymentDto, UserDto, AdminSummaryDto } from './contract.ts';

/* Domain objects to the wire shapes the web client reads (`_id`, ISO dates, rent in taka). */

export const apartmentDto = (a: ListedApartment): ApartmentDto => ({
  _id: a.id,
  image: a.image,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  available: a.available,
});

export const couponDto = (c: Coupon): CouponDto => ({
  _id: c.id,
  code: c.code,
  description: c.description,
  discountPercentage: c.discountPercentage,
  isActive: c.isActive,
  limit: c.limit,
  expiresOn: c.expiresOn ?? null,
});

export const agreementDto = (a: Agreement): AgreementDto => ({
  _id: a.id,
  userName: a.userName,
  userEmail: a.userEmail,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  status: wireStatus(a.status),
  ...(a.status === 'pending' ? {} : { decision: a.status }),
  requestDate: a.requestDate.toISOString(),
  ...(a.status !== 'pending' && a.status !== 'rejected' && a.decidedAt ? { acceptedAt: a.decidedAt.toISOString() } : {}),
  ...(a.startMonth ? { startMonth: a.startMonth } : {}),
  ...(a.endMonth ? { endMonth: a.endMonth } : {}),
});

export const paymentDto = (p: Payment): PaymentDto => ({
  _id: p.id,
  userName: p.userName,
  userEmail: p.userEmail,
  floor: p.floor,
  block: p.block,
  number: p.number,
  rent: p.rent,
  month: formatMonth(p.monthKey),
  monthKey: p.monthKey,
  discount: p.discount,
  amount: p.amountMinor / 100,
  status: p.status,
  transactionId: p.transactionId,
  paidAt: p.paidAt.toISOString(),
  receiptNumber: p.receiptNumber ?? null,
});

export const announcementDto = (a: Announcement): AnnouncementDto => ({
  _id: a.id,
  title: a.title,
  description: a.description,
  createdAt: a.createdAt.toISOString(),
});

export const memberDto = (u: User): MemberDto => ({ _id: u.id, name: u.name, email: u.email });

export const userDto = (u: User): UserDto => ({ _id: u.id, name: u.name, email: u.email, photoURL: u.photoURL, role: u.role });

export const summaryDto = (s: AdminSummary): AdminSummaryDto => ({ ...s });

export const duesDto = (d: MyDues): DuesDto => ({
  rent: d.rent,
  currentMonth: d.currentMonth,
  lease: { startMonth: d.lease.startMonth, endMonth: d.lease.endMonth ?? null },
  owed: d.owed.map((m) => ({ month: m.month, amount: m.amountMinor / 100 })),
  total: d.totalMinor / 100,
  payable: [...d.payable],
});

export const arrearsDto = ({ currentMonth, rows }: { currentMonth: string; rows: readonly ArrearsRow[] }): ArrearsDto => ({
  currentMonth,
  rows: rows.map((r) => ({ memberName: r.memberName, memberEmail: r.memberEmail, current: r.current, months: [...r.months], owed: r.owedMinor / 100 })),
  total: rows.reduce((sum, r) => sum + r.owedMinor, 0) / 100,
});

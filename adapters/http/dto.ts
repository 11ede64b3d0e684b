import { wireStatus, type Agreement } from '../../domain/agreements/agreement.ts';
import type { Announcement } from '../../domain/announcements/announcement.ts';
import { isRetired, type ListedApartment } from '../../domain/apartments/apartment.ts';
import type { Coupon } from '../../domain/coupons/coupon.ts';
import { formatMonth } from '../../domain/shared/month.ts';
import { totalPaid, type Payment } from '../../domain/payments/payment.ts';
import type { AuditEntry } from '../../domain/audit/audit.ts';
import type { Building, SavedBuilding } from '../../domain/building/building.ts';
import type { HistoryEntry, MonthlySummary } from '../../domain/maintenance/maintenance.ts';
import type { User } from '../../domain/members/user.ts';
import type { Notification, SavedReminderSchedule } from '../../domain/notifications/notifications.ts';
import type { ClaimedEmail } from '../../application/notifications/ports.ts';
import type { RequestView } from '../../application/maintenance/maintenance-requests.ts';
import type { ArrearsRow, CollectionRow } from '../../domain/payments/collection.ts';
import type { AdminSummary } from '../../application/building/get-admin-summary.ts';
import type { MyDues } from '../../application/payments/get-my-dues.ts';
import type { MemberRecord } from '../../application/members/list-members.ts';
import type { GetRentCollection } from '../../application/payments/get-rent-collection.ts';
import type {
  AdminApartmentDto,
  AdminSummaryDto,
  AgreementDto,
  AnnouncementDto,
  ApartmentDto,
  ArrearsDto,
  AuditLogDto,
  BuildingDto,
  CollectionDto,
  CollectionRowDto,
  CouponDto,
  DuesDto,
  RentScheduleDto,
  EmailDto,
  MaintenanceEntryDto,
  MaintenanceRequestDto,
  MaintenanceSummaryDto,
  MemberDto,
  NotificationDto,
  PaymentDto,
  ReceiptDto,
  UserDto,
} from './contract.ts';

type RentCollection = Awaited<ReturnType<GetRentCollection['execute']>>;

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
  apartmentId: a.apartmentId,
  userName: a.userName,
  userEmail: a.userEmail,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  status: wireStatus(a.status),
  ...(a.status === 'pending' ? {} : { decision: a.status }),
  requestDate: a.requestDate.toISOString(),
  ...((a.status === 'accepted' || a.status === 'ended') && a.decidedAt
    ? { acceptedAt: a.decidedAt.toISOString() }
    : {}),
  ...(a.decidedAt ? { decidedAt: a.decidedAt.toISOString() } : {}),
  ...(a.endedAt ? { endedAt: a.endedAt.toISOString() } : {}),
  ...(a.startMonth ? { startMonth: a.startMonth } : {}),
  ...(a.endMonth ? { endMonth: a.endMonth } : {}),
  ...(a.reason ? { reason: a.reason } : {}),
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
  version: a.version,
  editedAt: a.editedAt?.toISOString() ?? null,
});

export const memberDto = ({ user, lease, unpaidMonths, owedMinor }: MemberRecord): MemberDto => ({
  _id: user.id,
  name: user.name,
  email: user.email,
  ...(lease ? { apartment: { floor: lease.floor, block: lease.block, number: lease.number } } : {}),
  ...(lease?.startMonth ? { leaseStart: lease.startMonth } : {}),
  unpaidMonths: [...unpaidMonths],
  owed: owedMinor / 100,
});

export const userDto = (u: User): UserDto => ({
  _id: u.id,
  name: u.name,
  email: u.email,
  photoURL: u.photoURL,
  role: u.role,
});

export const summaryDto = (s: AdminSummary): AdminSummaryDto => ({ ...s });

export const duesDto = (d: MyDues): DuesDto => ({
  agreement: agreementDto(d.agreement),
  rent: d.rent,
  currentMonth: d.currentMonth,
  lease: { startMonth: d.lease.startMonth, endMonth: d.lease.endMonth ?? null },
  dueDay: d.dueDay,
  owed: d.owed.map((m) => ({ month: m.month, amount: m.amountMinor / 100, overdue: m.overdue })),
  total: d.totalMinor / 100,
  payable: [...d.payable],
});

export const rentScheduleDto = ({
  dueDay,
  daysBefore,
  daysAfter,
  version,
}: SavedReminderSchedule): RentScheduleDto => ({
  dueDay,
  daysBefore,
  daysAfter,
  version,
});

export const arrearsDto = ({
  currentMonth,
  rows,
}: {
  currentMonth: string;
  rows: readonly ArrearsRow[];
}): ArrearsDto => ({
  currentMonth,
  rows: rows.map((r) => ({
    memberName: r.memberName,
    memberEmail: r.memberEmail,
    current: r.current,
    months: [...r.months],
    owed: r.owedMinor / 100,
  })),
  total: rows.reduce((sum, r) => sum + r.owedMinor, 0) / 100,
});

const rowDto = (r: CollectionRow): CollectionRowDto => ({
  memberName: r.memberName,
  memberEmail: r.memberEmail,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rentDue: r.dueMinor / 100,
  paid: r.paid,
  amountPaid: r.paidMinor / 100,
  paidAt: r.paidAt?.toISOString() ?? null,
  receiptNumber: r.receiptNumber ?? null,
});

export const collectionDto = ({ month, firstMonth, currentMonth, rows, totals }: RentCollection): CollectionDto => ({
  month,
  firstMonth,
  currentMonth,
  rows: rows.map(rowDto),
  totals: {
    members: totals.members,
    paidMembers: totals.paidMembers,
    expected: totals.expectedMinor / 100,
    collected: totals.collectedMinor / 100,
    outstanding: totals.outstandingMinor / 100,
    collectionRate: totals.collectionRate,
  },
});

export const receiptDto = (p: Payment, building: Pick<Building, 'name' | 'address'>): ReceiptDto => ({
  receiptNumber: p.receiptNumber!,
  buildingName: building.name,
  buildingAddress: building.address,
  memberName: p.userName,
  memberEmail: p.userEmail,
  floor: p.floor,
  block: p.block,
  number: p.number,
  month: formatMonth(p.monthKey),
  monthKey: p.monthKey,
  rent: p.rent,
  discount: p.discount,
  totalPaid: totalPaid(p.rent, p.discount),
  transactionId: p.transactionId,
  paidAt: p.paidAt.toISOString(),
});

export const auditLogDto = (
  items: readonly AuditEntry[],
  total: number,
  page: number,
  pageSize: number,
): AuditLogDto => ({
  entries: items.map((e) => ({
    _id: e.id,
    at: e.at.toISOString(),
    actor: e.actor,
    action: e.action,
    subject: e.subject,
    label: e.label ?? null,
    before: e.before ?? null,
    after: e.after ?? null,
  })),
  total,
  page,
  pageSize,
});

export const buildingDto = (b: SavedBuilding): BuildingDto => ({ ...b });

/** A flat as the admin's list shows it, retired ones marked. */
export const adminApartmentDto = (a: ListedApartment): AdminApartmentDto => ({
  ...apartmentDto(a),
  retired: isRetired(a),
});

const maintenanceEntryDto = (e: HistoryEntry): MaintenanceEntryDto => {
  const base = { at: e.at.toISOString(), kind: e.kind, by: { name: e.by.name, role: e.by.role } };
  switch (e.kind) {
    case 'status-changed':
      return { ...base, from: e.from, to: e.to, ...(e.reason !== undefined ? { reason: e.reason } : {}) };
    case 'comment':
    case 'internal-note':
      return { ...base, text: e.text };
    case 'reopened':
      return { ...base, ...(e.reason !== undefined ? { reason: e.reason } : {}) };
    case 'closed':
      return {
        ...base,
        ...(e.rating !== undefined ? { rating: e.rating } : {}),
        ...(e.comment !== undefined ? { comment: e.comment } : {}),
      };
    case 'submitted':
      return base;
  }
};

/** Where a request's photo is served. */
export const maintenancePhotoUrl = (requestId: string, position: number) =>
  `/api/maintenance/${encodeURIComponent(requestId)}/photos/${position}`;

/** A request as its caller may see it (the use case already took out what they may not). */
export const maintenanceDto = ({ request: r, actions, reopenUntil }: RequestView): MaintenanceRequestDto => ({
  _id: r.id,
  category: r.category,
  title: r.title,
  description: r.description,
  emergency: r.emergency,
  place: r.place.kind === 'flat' ? { ...r.place } : { kind: 'common-area' },
  entry: r.entry ? { allowed: r.entry.allowed, notes: r.entry.notes ?? null } : null,
  resident: { email: r.resident.email, name: r.resident.name },
  createdAt: r.createdAt.toISOString(),
  status: r.status,
  history: r.history.map(maintenanceEntryDto),
  actions: [...actions],
  reopenUntil: reopenUntil?.toISOString() ?? null,
  photos: Array.from({ length: r.photoCount }, (_, i) => ({
    position: i + 1,
    url: maintenancePhotoUrl(r.id, i + 1),
  })),
});

export const maintenanceSummaryDto = (s: MonthlySummary): MaintenanceSummaryDto => ({
  month: s.month,
  opened: s.opened,
  resolved: s.resolved,
  medianResolutionMs: s.medianResolutionMs ?? null,
  rated: s.rated,
  averageRating: s.averageRating ?? null,
});

export const notificationDto = (n: Notification): NotificationDto => ({
  id: n.id,
  topic: n.topic,
  subject: n.subject,
  lines: [...n.lines],
  link: n.link,
  createdAt: n.createdAt.toISOString(),
  read: n.readAt !== undefined,
});

export const emailDto = (e: ClaimedEmail): EmailDto => ({
  notificationId: e.notificationId,
  to: e.to,
  toName: e.toName,
  topic: e.message.topic,
  subject: e.message.subject,
  status: e.status,
  attempts: e.attempts,
  nextAttemptAt: e.nextAttemptAt.toISOString(),
  lastError: e.lastError ?? null,
  sentAt: e.sentAt?.toISOString() ?? null,
  createdAt: e.createdAt.toISOString(),
});

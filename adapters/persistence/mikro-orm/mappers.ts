import type { Agreement, AgreementStatus } from '../../../domain/agreements/agreement.ts';
import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { Apartment } from '../../../domain/apartments/apartment.ts';
import { couponKey, type Coupon, type CouponLimit } from '../../../domain/coupons/coupon.ts';
import type {
  Category,
  HistoryEntry,
  MaintenanceRequest,
  MaintenanceStatus,
  Participant,
} from '../../../domain/maintenance/maintenance.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { Role } from '../../../domain/identity/roles.ts';
import {
  EMAIL_PRIORITY_RANK,
  type EmailStatus,
  type Notification,
  type NotificationEvent,
  type OutgoingEmail,
  type Topic,
} from '../../../domain/notifications/notifications.ts';
import { normalizeEmail, type User } from '../../../domain/members/user.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../domain/shared/language.ts';
import type { IntentMetadata, IntentStatus } from '../../../application/payments/ports.ts';
import type { SandboxIntentRecord } from '../../../application/payments/sandbox-intents.ts';
import type {
  AgreementRow,
  AnnouncementRow,
  ApartmentRow,
  CouponRow,
  EmailRow,
  MaintenanceHistoryRow,
  MaintenanceRequestRow,
  NotificationRow,
  PaymentRow,
  SandboxIntentRow,
  UserRow,
} from './entities.ts';

/*
 * Rows <-> domain values, written out field by field so that a renamed column or a new domain field is a
 * compile error here rather than a silently missing value. Optional domain fields are absent, never undefined.
 */

export const apartmentToDomain = (r: ApartmentRow): Apartment => ({
  id: r.id,
  image: r.image,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rent: r.rent,
  // Plain SQL reads give SQLite's epoch milliseconds; a page's rows leave the column out (only listed flats).
  ...(r.retiredAt != null ? { retiredAt: new Date(r.retiredAt) } : {}),
});
export const apartmentToRow = (a: Apartment): ApartmentRow => ({
  id: a.id,
  image: a.image,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  retiredAt: a.retiredAt ?? null,
});

export const userToDomain = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  name: r.name,
  photoURL: r.photoUrl,
  role: r.role as Role,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
});
export const userToRow = (u: User): UserRow => ({
  id: u.id,
  email: u.email,
  name: u.name,
  photoUrl: u.photoURL,
  role: u.role,
  language: u.language,
});

export const agreementToDomain = (r: AgreementRow): Agreement => ({
  id: r.id,
  userEmail: r.userEmail,
  userName: r.userName,
  apartmentId: r.apartmentId,
  floor: r.floor,
  block: r.block,
  number: r.number,
  rent: r.rent,
  status: r.status as AgreementStatus,
  requestDate: new Date(r.requestDate),
  ...(r.decidedAt ? { decidedAt: new Date(r.decidedAt) } : {}),
  ...(r.endedAt ? { endedAt: new Date(r.endedAt) } : {}),
  ...(r.startMonth ? { startMonth: r.startMonth } : {}),
  ...(r.endMonth ? { endMonth: r.endMonth } : {}),
  ...(r.reason ? { reason: r.reason } : {}),
});
export const agreementToRow = (a: Agreement): AgreementRow => ({
  id: a.id,
  userEmail: a.userEmail,
  userName: a.userName,
  apartmentId: a.apartmentId,
  floor: a.floor,
  block: a.block,
  number: a.number,
  rent: a.rent,
  status: a.status,
  requestDate: a.requestDate,
  decidedAt: a.decidedAt ?? null,
  endedAt: a.endedAt ?? null,
  startMonth: a.startMonth ?? null,
  endMonth: a.endMonth ?? null,
  reason: a.reason ?? null,
});

export const couponToDomain = (r: CouponRow): Coupon => ({
  id: r.id,
  code: r.code,
  description: r.description,
  discountPercentage: r.discountPercentage,
  isActive: r.isActive,
  limit: r.useLimit as CouponLimit,
  ...(r.expiresOn ? { expiresOn: r.expiresOn } : {}),
});
export const couponToRow = (c: Coupon): CouponRow => ({
  id: c.id,
  code: c.code,
  codeKey: couponKey(c.code),
  description: c.description,
  discountPercentage: c.discountPercentage,
  isActive: c.isActive,
  useLimit: c.limit,
  expiresOn: c.expiresOn ?? null,
});

export const announcementToDomain = (r: AnnouncementRow): Announcement => ({
  id: r.id,
  title: r.title,
  description: r.description,
  createdAt: new Date(r.createdAt),
  version: r.version,
  ...(r.editedAt ? { editedAt: new Date(r.editedAt) } : {}),
});
export const announcementToRow = (a: Announcement): AnnouncementRow => ({
  id: a.id,
  title: a.title,
  description: a.description,
  createdAt: a.createdAt,
  version: a.version,
  editedAt: a.editedAt ?? null,
});

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
  amountMinor: r.amountMinor,
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
  discount: m.discount ?? '',
  couponCode: m.couponCode ?? '',
  couponLimit: m.couponLimit ?? '',
});

export const sandboxIntentToDomain = (r: SandboxIntentRow): SandboxIntentRecord => ({
  id: r.id,
  clientSecret: r.clientSecret,
  amountMinor: r.amountMinor,
  currency: r.currency,
  status: r.status as IntentStatus,
  metadata: metadataOf(r.metadata),
  amountRefunded: r.amountRefunded,
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
    discount: i.metadata.discount,
    couponCode: i.metadata.couponCode,
    couponLimit: i.metadata.couponLimit,
  },
  amountRefunded: i.amountRefunded,
  idempotencyKey: i.idempotencyKey,
  createdAt: i.createdAt,
});

export const maintenanceToRow = (m: MaintenanceRequest): MaintenanceRequestRow => ({
  id: m.id,
  category: m.category,
  title: m.title,
  description: m.description,
  emergency: m.emergency,
  apartmentId: m.place.kind === 'flat' ? m.place.apartmentId : null,
  placeLabel: m.place.kind === 'flat' ? m.place.label : null,
  entryAllowed: m.entry ? m.entry.allowed : null,
  entryNotes: m.entry?.notes ?? null,
  residentEmail: m.resident.email,
  residentName: m.resident.name,
  createdAt: m.createdAt,
  status: m.status,
  version: m.history.length,
  photoCount: m.photoCount,
});

/** The history entries from `from` on, as rows numbered by their place in the history. */
export const historyToRows = (m: MaintenanceRequest, from = 0): MaintenanceHistoryRow[] =>
  m.history.slice(from).map((entry, i) => {
    const row: MaintenanceHistoryRow = {
      requestId: m.id,
      position: from + i,
      at: entry.at,
      kind: entry.kind,
      byEmail: entry.by.email,
      byName: entry.by.name,
      byRole: entry.by.role,
      fromStatus: null,
      toStatus: null,
      reason: null,
      text: null,
      rating: null,
      comment: null,
    };
    switch (entry.kind) {
      case 'status-changed':
        return { ...row, fromStatus: entry.from, toStatus: entry.to, reason: entry.reason ?? null };
      case 'comment':
      case 'internal-note':
        return { ...row, text: entry.text };
      case 'reopened':
        return { ...row, reason: entry.reason ?? null };
      case 'closed':
        return { ...row, rating: entry.rating ?? null, comment: entry.comment ?? null };
      case 'submitted':
        return row;
    }
  });

function historyToDomain(r: MaintenanceHistoryRow): HistoryEntry {
  const at = new Date(r.at);
  const by: Participant = { email: r.byEmail, name: r.byName, role: r.byRole as Participant['role'] };
  switch (r.kind as HistoryEntry['kind']) {
    case 'status-changed':
      return {
        at,
        by,
        kind: 'status-changed',
        from: r.fromStatus as MaintenanceStatus,
        to: r.toStatus as MaintenanceStatus,
        ...(r.reason != null ? { reason: r.reason } : {}),
      };
    case 'comment':
      return { at, by, kind: 'comment', text: r.text ?? '' };
    case 'internal-note':
      return { at, by, kind: 'internal-note', text: r.text ?? '' };
    case 'reopened':
      return { at, by, kind: 'reopened', ...(r.reason != null ? { reason: r.reason } : {}) };
    case 'closed':
      return {
        at,
        by,
        kind: 'closed',
        ...(r.rating != null ? { rating: r.rating } : {}),
        ...(r.comment != null ? { comment: r.comment } : {}),
      };
    case 'submitted':
      return { at, by, kind: 'submitted' };
  }
}

/** A request from its row and its history rows, already in order. */
export const maintenanceToDomain = (
  r: MaintenanceRequestRow,
  history: readonly MaintenanceHistoryRow[],
): MaintenanceRequest => ({
  id: r.id,
  category: r.category as Category,
  title: r.title,
  description: r.description,
  // Plain SQL reads give SQLite's 0 and 1.
  emergency: Boolean(r.emergency),
  place:
    r.apartmentId != null
      ? { kind: 'flat', apartmentId: r.apartmentId, label: r.placeLabel ?? '' }
      : { kind: 'common-area' },
  ...(r.entryAllowed != null
    ? { entry: { allowed: Boolean(r.entryAllowed), ...(r.entryNotes != null ? { notes: r.entryNotes } : {}) } }
    : {}),
  resident: { email: r.residentEmail, name: r.residentName },
  createdAt: new Date(r.createdAt),
  status: r.status as MaintenanceStatus,
  history: history.map(historyToDomain),
  photoCount: r.photoCount,
});

export const notificationToRow = (n: Notification): NotificationRow => ({
  id: n.id,
  recipientEmail: normalizeEmail(n.recipientEmail),
  topic: n.topic,
  subject: n.subject,
  lines: JSON.stringify(n.lines),
  link: n.link,
  language: n.language,
  event: n.event ? JSON.stringify(n.event) : null,
  createdAt: n.createdAt,
  readAt: n.readAt ?? null,
});

export const notificationToDomain = (r: NotificationRow): Notification => ({
  id: r.id,
  recipientEmail: r.recipientEmail,
  topic: r.topic as Topic,
  subject: r.subject,
  lines: JSON.parse(r.lines) as string[],
  link: r.link,
  language: isLanguage(r.language) ? r.language : DEFAULT_LANGUAGE,
  ...(r.event != null ? { event: JSON.parse(r.event) as NotificationEvent } : {}),
  createdAt: new Date(r.createdAt),
  ...(r.readAt != null ? { readAt: new Date(r.readAt) } : {}),
});

export const emailToDomain = (r: EmailRow): OutgoingEmail => ({
  notificationId: r.notificationId,
  priority: r.priority === EMAIL_PRIORITY_RANK.bulk ? 'bulk' : 'personal',
  to: r.toEmail,
  toName: r.toName,
  status: r.status as EmailStatus,
  attempts: r.attempts,
  nextAttemptAt: new Date(r.nextAttemptAt),
  ...(r.lastError != null ? { lastError: r.lastError } : {}),
  ...(r.sentAt != null ? { sentAt: new Date(r.sentAt) } : {}),
  createdAt: new Date(r.createdAt),
});

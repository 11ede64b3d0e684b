import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/*
 * Table rows, not domain objects: the repositories map them explicitly (mappers.ts), so the ORM stays in this
 * folder. Only columns are declared here; indexes and constraints live in the migrations, which are the one
 * source of truth for the schema (partial unique indexes cannot be expressed as entity metadata anyway).
 */

export const ApartmentRow = defineEntity({
  name: 'ApartmentRow',
  tableName: 'apartments',
  properties: {
    id: p.text().primary(),
    image: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    retiredAt: p.datetime().nullable(),
  },
});
export type ApartmentRow = InferEntity<typeof ApartmentRow>;

export const ApartmentPhotoRow = defineEntity({
  name: 'ApartmentPhotoRow',
  tableName: 'apartment_photos',
  properties: {
    id: p.text().primary(),
    apartmentId: p.text(),
    contentType: p.text(),
    bytes: p.blob(),
    createdAt: p.datetime(),
  },
});
export type ApartmentPhotoRow = InferEntity<typeof ApartmentPhotoRow>;

export const UserRow = defineEntity({
  name: 'UserRow',
  tableName: 'users',
  properties: {
    id: p.text().primary(),
    email: p.text(),
    name: p.text(),
    photoUrl: p.text(),
    role: p.text(),
    language: p.text(),
  },
});
export type UserRow = InferEntity<typeof UserRow>;

export const AgreementRow = defineEntity({
  name: 'AgreementRow',
  tableName: 'agreements',
  properties: {
    id: p.text().primary(),
    userEmail: p.text(),
    userName: p.text(),
    apartmentId: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    status: p.text(),
    requestDate: p.datetime(),
    decidedAt: p.datetime().nullable(),
    endedAt: p.datetime().nullable(),
    startMonth: p.text().nullable(),
    endMonth: p.text().nullable(),
    reason: p.text().nullable(),
  },
});
export type AgreementRow = InferEntity<typeof AgreementRow>;

export const CouponRow = defineEntity({
  name: 'CouponRow',
  tableName: 'coupons',
  properties: {
    id: p.text().primary(),
    code: p.text(),
    /** couponKey(code): what uniqueness and look-ups use, so "save10" and "SAVE10" collide in the index. */
    codeKey: p.text(),
    description: p.text(),
    discountPercentage: p.integer(),
    isActive: p.boolean(),
    useLimit: p.text(),
    expiresOn: p.text().nullable(),
  },
});
export type CouponRow = InferEntity<typeof CouponRow>;

export const AnnouncementRow = defineEntity({
  name: 'AnnouncementRow',
  tableName: 'announcements',
  properties: {
    id: p.text().primary(),
    title: p.text(),
    description: p.text(),
    createdAt: p.datetime(),
    version: p.integer(),
    editedAt: p.datetime().nullable(),
  },
});
export type AnnouncementRow = InferEntity<typeof AnnouncementRow>;

export const PaymentRow = defineEntity({
  name: 'PaymentRow',
  tableName: 'payments',
  properties: {
    id: p.text().primary(),
    userEmail: p.text(),
    userName: p.text(),
    floor: p.integer(),
    block: p.text(),
    number: p.text(),
    rent: p.integer(),
    month: p.text(),
    monthKey: p.text(),
    discount: p.integer(),
    amountMinor: p.integer(),
    couponCode: p.text().nullable(),
    status: p.text(),
    transactionId: p.text(),
    paidAt: p.datetime(),
    receiptNumber: p.integer().nullable(),
    /** The coupon's key when it may be used once per member: a unique index with user_email holds that rule. */
    onceCouponKey: p.text().nullable(),
  },
});
export type PaymentRow = InferEntity<typeof PaymentRow>;

export const AuditRow = defineEntity({
  name: 'AuditRow',
  tableName: 'audit_log',
  properties: {
    id: p.text().primary(),
    at: p.datetime(),
    actor: p.text(),
    action: p.text(),
    subject: p.text(),
    label: p.text().nullable(),
    before: p.json<Record<string, string | number | boolean | null>>().nullable(),
    after: p.json<Record<string, string | number | boolean | null>>().nullable(),
  },
});
export type AuditRow = InferEntity<typeof AuditRow>;

export const ProcessedEventRow = defineEntity({
  name: 'ProcessedEventRow',
  tableName: 'processed_events',
  properties: {
    eventId: p.string().primary(),
    processedAt: p.datetime(),
  },
});
export type ProcessedEventRow = InferEntity<typeof ProcessedEventRow>;

export const SandboxIntentRow = defineEntity({
  name: 'SandboxIntentRow',
  tableName: 'sandbox_intents',
  properties: {
    id: p.text().primary(),
    clientSecret: p.text(),
    amountMinor: p.integer(),
    currency: p.text(),
    status: p.text(),
    metadata: p.json<Record<string, string>>(),
    amountRefunded: p.integer(),
    idempotencyKey: p.text(),
    createdAt: p.datetime(),
  },
});
export type SandboxIntentRow = InferEntity<typeof SandboxIntentRow>;

export const BuildingDetailsRow = defineEntity({
  name: 'BuildingDetailsRow',
  tableName: 'building_details',
  properties: {
    id: p.integer().primary(),
    name: p.text(),
    address: p.text(),
    latitude: p.double(),
    longitude: p.double(),
    phone: p.text(),
    email: p.text(),
    emergencyPhone: p.text(),
    version: p.integer(),
  },
});
export type BuildingDetailsRow = InferEntity<typeof BuildingDetailsRow>;

/** The building's rent schedule: no row until the admin first saves one (the default applies), then row 1. */
export const RentScheduleRow = defineEntity({
  name: 'RentScheduleRow',
  tableName: 'rent_schedule',
  properties: {
    id: p.integer().primary(),
    dueDay: p.integer(),
    /** Null: no early reminder. */
    daysBefore: p.integer().nullable(),
    /** Null: no overdue reminder. */
    daysAfter: p.integer().nullable(),
    version: p.integer(),
  },
});
export type RentScheduleRow = InferEntity<typeof RentScheduleRow>;

export const MaintenanceRequestRow = defineEntity({
  name: 'MaintenanceRequestRow',
  tableName: 'maintenance_requests',
  properties: {
    id: p.text().primary(),
    category: p.text(),
    title: p.text(),
    description: p.text(),
    emergency: p.boolean(),
    /** The flat's id and label for a request about a flat; both null for a common area. */
    apartmentId: p.text().nullable(),
    placeLabel: p.text().nullable(),
    /** Null for a common area, which nobody needs leave to enter. */
    entryAllowed: p.boolean().nullable(),
    entryNotes: p.text().nullable(),
    residentEmail: p.text(),
    residentName: p.text(),
    createdAt: p.datetime(),
    status: p.text(),
    /** How many history rows the request has: what a change is conditional on. */
    version: p.integer(),
    /** How many rows of maintenance_photos it has, written with it and never changed. */
    photoCount: p.integer(),
  },
});
export type MaintenanceRequestRow = InferEntity<typeof MaintenanceRequestRow>;

/** One thing that happened to a request; the columns a kind of entry does not have are null. */
export const MaintenanceHistoryRow = defineEntity({
  name: 'MaintenanceHistoryRow',
  tableName: 'maintenance_history',
  properties: {
    requestId: p.text().primary(),
    position: p.integer().primary(),
    at: p.datetime(),
    kind: p.text(),
    byEmail: p.text(),
    byName: p.text(),
    byRole: p.text(),
    fromStatus: p.text().nullable(),
    toStatus: p.text().nullable(),
    reason: p.text().nullable(),
    text: p.text().nullable(),
    rating: p.integer().nullable(),
    comment: p.text().nullable(),
  },
});
export type MaintenanceHistoryRow = InferEntity<typeof MaintenanceHistoryRow>;

/** A photo sent with a report, re-encoded; its position (1 to 3) is unique within its request. */
export const MaintenancePhotoRow = defineEntity({
  name: 'MaintenancePhotoRow',
  tableName: 'maintenance_photos',
  properties: {
    id: p.text().primary(),
    requestId: p.text(),
    position: p.integer(),
    contentType: p.text(),
    bytes: p.blob(),
    size: p.integer(),
    createdAt: p.datetime(),
  },
});
export type MaintenancePhotoRow = InferEntity<typeof MaintenancePhotoRow>;
export const NotificationRow = defineEntity({
  name: 'NotificationRow',
  tableName: 'notifications',
  properties: {
    id: p.text().primary(),
    recipientEmail: p.text(),
    topic: p.text(),
    subject: p.text(),
    /** The message's lines, as a JSON array of strings. */
    lines: p.text(),
    link: p.text(),
    language: p.text(),
    /** The event it tells of, as JSON; null in rows kept from before events were stored, which read as written. */
    event: p.text().nullable(),
    createdAt: p.datetime(),
    readAt: p.datetime().nullable(),
  },
});
export type NotificationRow = InferEntity<typeof NotificationRow>;

/** A notification on its way by email; claimToken and claimedUntil say which sender holds it, and until when. */
export const EmailRow = defineEntity({
  name: 'EmailRow',
  tableName: 'emails',
  properties: {
    notificationId: p.text().primary(),
    /** 0 personal, 1 bulk: a claim takes the lowest first. */
    priority: p.integer(),
    toEmail: p.text(),
    toName: p.text(),
    status: p.text(),
    attempts: p.integer(),
    nextAttemptAt: p.datetime(),
    lastError: p.text().nullable(),
    sentAt: p.datetime().nullable(),
    createdAt: p.datetime(),
    claimToken: p.text().nullable(),
    claimedUntil: p.datetime().nullable(),
  },
});
export type EmailRow = InferEntity<typeof EmailRow>;

export const EmailAttemptRow = defineEntity({
  name: 'EmailAttemptRow',
  tableName: 'email_attempts',
  properties: {
    notificationId: p.text().primary(),
    attempt: p.integer().primary(),
    at: p.datetime(),
    error: p.text().nullable(),
  },
});
export type EmailAttemptRow = InferEntity<typeof EmailAttemptRow>;

export const EmailChoicesRow = defineEntity({
  name: 'EmailChoicesRow',
  tableName: 'email_choices',
  properties: {
    email: p.text().primary(),
    payments: p.boolean(),
    announcements: p.boolean(),
    maintenance: p.boolean(),
    reminders: p.boolean(),
  },
});
export type EmailChoicesRow = InferEntity<typeof EmailChoicesRow>;

export const SentReminderRow = defineEntity({
  name: 'SentReminderRow',
  tableName: 'sent_reminders',
  properties: {
    email: p.text().primary(),
    month: p.text().primary(),
    kind: p.text().primary(),
    sentAt: p.datetime(),
  },
});
export type SentReminderRow = InferEntity<typeof SentReminderRow>;

export const ENTITIES = [
  ApartmentRow,
  ApartmentPhotoRow,
  UserRow,
  AgreementRow,
  CouponRow,
  AnnouncementRow,
  BuildingDetailsRow,
  RentScheduleRow,
  PaymentRow,
  ProcessedEventRow,
  SandboxIntentRow,
  AuditRow,
  MaintenanceRequestRow,
  MaintenanceHistoryRow,
  MaintenancePhotoRow,
  NotificationRow,
  EmailRow,
  EmailAttemptRow,
  EmailChoicesRow,
  SentReminderRow,
];

/**
 * The wire contract of /api: request schemas the server validates with, and the shapes it answers with.
 * The UI imports this file (and only this file) from the server side, so both ends agree by construction.
 */
import { z } from 'zod';
import { REJECTION_REASON_MAX, REJECTION_RULES } from '../../domain/agreements/agreement.ts';
import { APARTMENT_RULES, MAX_FLOOR, MAX_RENT } from '../../domain/apartments/apartment.ts';
import { AUDIT_ACTIONS, type AuditAction } from '../../domain/audit/audit.ts';
import type { Role } from '../../domain/identity/roles.ts';
import { isEmailAddress, USER_RULES } from '../../domain/members/user.ts';
import { LANGUAGES, type Language } from '../../domain/shared/language.ts';
import { BUILDING_RULES } from '../../domain/building/building.ts';
import { COUPON_RULES } from '../../domain/coupons/coupon.ts';
import { ANNOUNCEMENT_RULES, DESCRIPTION_MAX, TITLE_MAX } from '../../domain/announcements/announcement.ts';
import {
  CATEGORIES,
  CLOSING_COMMENT_MAX,
  COMMENT_MAX,
  DESCRIPTION_MAX as REQUEST_DESCRIPTION_MAX,
  ENTRY_NOTES_MAX,
  MAINTENANCE_RULES,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  REASON_MAX,
  STATUSES,
  TITLE_MAX as REQUEST_TITLE_MAX,
  type Category,
  type HistoryKind,
  type MaintenanceAction,
  type MaintenanceStatus,
} from '../../domain/maintenance/maintenance.ts';
import {
  EMAIL_STATUSES,
  REMINDER_RULES,
  type EmailStatus,
  type EmailTopic,
  type Topic,
} from '../../domain/notifications/notifications.ts';

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Text a form asks for: required, trimmed, at most `max` characters; every refusal is the field's one sentence. */
const formText = (rule: string, max: number) => z.string({ error: rule }).trim().min(1, rule).max(max, rule);

/**
 * Query strings arrive as text, so a number there is read from its digits and nothing else: "1e2", "true", " 5 " and
 * "0x10" are refused, and so is a repeated parameter (it arrives as a list).
 */
const queryInt = (field: string, min: number, max: number) =>
  z
    .string({ error: `${field} must be given once, as a number` })
    .regex(/^-?\d+$/, `${field} must be a whole number written in digits only, like 5`)
    .transform(Number)
    .pipe(z.number().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));

const optionalQueryInt = (field: string, min: number, max: number) =>
  z.preprocess((v) => (v === '' ? undefined : v), queryInt(field, min, max).optional());

/** A query parameter that is text: given once (a repeated one arrives as a list and is refused). */
const queryText = <T extends z.ZodType<unknown, string>>(field: string, rule: T) =>
  z.string({ error: `${field} must be given once, as text` }).pipe(rule);

/** JSON bodies take JSON numbers only: "10", true or [10] is refused, never read as a number. */
const jsonNumber = (field: string) =>
  z.number({ error: `${field} must be a number, like 10 (not text, true/false or a list)` });

export { MAX_RENT };

/** A yes or no in a query string: the word true or false, given once; anything else ("1", "yes", a list) is refused. */
const optionalQueryFlag = (field: string) =>
  z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(['true', 'false'], { error: `${field} must be true or false, given once` })
      .transform((v) => v === 'true')
      .optional(),
  );

export const apartmentsQuery = z.object({
  page: optionalQueryInt('page', 1, 100_000),
  limit: optionalQueryInt('limit', 1, 50),
  minRent: optionalQueryInt('minRent', 0, MAX_RENT),
  maxRent: optionalQueryInt('maxRent', 0, MAX_RENT),
  /** true: only the flats no lease holds (the page and the total count only those); every listed flat otherwise. */
  availableOnly: optionalQueryFlag('availableOnly'),
});

export const emailField = z
  .string({ error: 'email must be text' })
  .trim()
  .toLowerCase()
  .refine(isEmailAddress, USER_RULES.email);

const photoURL = z
  .string({ error: 'photoURL must be text' })
  .trim()
  .max(2048, 'photoURL must be at most 2048 characters')
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'photoURL must be an http(s) address')
  .optional();

/** PUT and POST /api/users. `role` may be sent (the original client sends "user") but is never read. */
export const userBody = z.object({
  name: text('name', 100),
  email: emailField.optional(),
  photoURL: z.preprocess((v) => (v === null ? undefined : v), photoURL),
});

/** POST /api/agreements: which apartment, by id or by its block, floor and number. Rent and user come from the server. */
export const agreementBody = z.union(
  [
    z.object({ apartmentId: text('apartmentId', 64) }),
    z.object({
      block: text('block', 20),
      floor: jsonNumber('floor')
        .int('floor must be a whole number')
        .min(0, 'floor must be from 0 to 500')
        .max(500, 'floor must be from 0 to 500'),
      // An apartment's number is a label such as "A101", sent as text, the way the list gives it.
      number: text('number', 20),
    }),
  ],
  { error: 'Say which apartment: apartmentId, or block, floor and number' },
);

/** A month on the wire: "YYYY-MM". */
export const monthKeyField = (field: string) =>
  z
    .string({ error: `${field} must be text` })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, `${field} must be a month written YYYY-MM, like 2026-11`);

export const decisionBody = z.object({
  action: z.enum(['accept', 'reject'], { error: 'action must be "accept" or "reject"' }),
  /** Accepting: the lease's first month; this month when not given. */
  startMonth: monthKeyField('startMonth').optional(),
  /** Rejecting: why, for the applicant (the domain trims it and bounds its length). */
  reason: z
    .string({ error: REJECTION_RULES.reason })
    .max(REJECTION_REASON_MAX * 4, REJECTION_RULES.reason)
    .optional(),
});

export const idParam = z.object({ id: text('id', 64) });

/* ---- the building's own flats (admin) ---- */

const wholeNumberIn = (rule: string, min: number, max: number) =>
  z.number({ error: rule }).int(rule).min(min, rule).max(max, rule);

/** POST /api/admin/apartments. Block and number are stored upper-case; the domain checks their form. */
export const newApartmentBody = z.object({
  block: z.string({ error: APARTMENT_RULES.block }).trim().min(1, APARTMENT_RULES.block).max(10, APARTMENT_RULES.block),
  floor: wholeNumberIn(APARTMENT_RULES.floor, 0, MAX_FLOOR),
  number: z
    .string({ error: APARTMENT_RULES.number })
    .trim()
    .min(1, APARTMENT_RULES.number)
    .max(20, APARTMENT_RULES.number),
  rent: wholeNumberIn(APARTMENT_RULES.rent, 1, MAX_RENT),
});

/** PUT /api/admin/building: the building's details, over the version they were read at. */
export const buildingBody = z.object({
  name: z.string({ error: BUILDING_RULES.name }).max(200, BUILDING_RULES.name),
  address: z.string({ error: BUILDING_RULES.address }).max(400, BUILDING_RULES.address),
  latitude: z.number({ error: BUILDING_RULES.latitude }),
  longitude: z.number({ error: BUILDING_RULES.longitude }),
  phone: z.string({ error: BUILDING_RULES.phone }).max(60, BUILDING_RULES.phone),
  email: z.string({ error: BUILDING_RULES.email }).max(254, BUILDING_RULES.email),
  emergencyPhone: z.string({ error: BUILDING_RULES.emergencyPhone }).max(60, BUILDING_RULES.emergencyPhone),
  version: z.number({ error: 'version must be the version the details were read at' }).int().min(0),
});

/**
 * PUT /api/admin/rent-schedule: the due day and the reminders around it (null: that reminder is off), over the version
 * read. Whole JSON numbers only; a field the schedule does not have is refused rather than dropped, so a misspelt
 * field never saves a schedule the admin did not mean.
 */
export const rentScheduleBody = z.strictObject(
  {
    dueDay: wholeNumberIn(REMINDER_RULES.dueDay, 1, 28),
    daysBefore: wholeNumberIn(REMINDER_RULES.daysBefore, 1, 14).nullable(),
    daysAfter: wholeNumberIn(REMINDER_RULES.daysAfter, 1, 20).nullable(),
    version: z.number({ error: 'version must be the version the schedule was read at' }).int().min(0),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `The rent schedule has no ${issue.keys.join(', ')}: send dueDay, daysBefore, daysAfter and version only`
        : undefined,
  },
);

/** PATCH /api/admin/apartments/:id: the new monthly rent, for applications from now on. */
export const rentBody = z.object({ rent: wholeNumberIn(APARTMENT_RULES.rent, 1, MAX_RENT) });

/** GET /api/apartments/:id/photo?v=: which photo; each one's URL names it, so it never changes. */
export const photoQuery = z.object({
  v: queryText('v', z.string().min(1, 'v is required').max(64, 'v must be at most 64 characters')),
});
export const emailParam = z.object({ email: emailField });
export const codeParam = z.object({ code: text('code', 40) });

export const couponBody = z.object({
  code: formText(COUPON_RULES.code, 40).regex(/^[A-Za-z0-9_-]+$/, COUPON_RULES.code),
  discountPercentage: z
    .number({ error: COUPON_RULES.discountPercentage })
    .int(COUPON_RULES.discountPercentage)
    .min(1, COUPON_RULES.discountPercentage)
    .max(100, COUPON_RULES.discountPercentage),
  description: formText(COUPON_RULES.description, 300),
  limit: z.enum(['once-per-member', 'every-month'], { error: COUPON_RULES.limit }).optional(),
  expiresOn: z
    .string({ error: COUPON_RULES.expiresOn })
    .regex(/^\d{4}-\d{2}-\d{2}$/, COUPON_RULES.expiresOn)
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      COUPON_RULES.expiresOn,
    )
    .optional(),
});

export const announcementBody = z.object({
  title: formText(ANNOUNCEMENT_RULES.title, TITLE_MAX),
  description: formText(ANNOUNCEMENT_RULES.description, DESCRIPTION_MAX),
});

/** PUT /api/admin/announcements/:id: the new words, over the version they were read at. */
export const announcementEditBody = announcementBody.extend({
  version: z.number({ error: 'version must be the version the announcement was read at' }).int().min(0),
});

/** DELETE /api/admin/announcements/:id?version=: the version the admin saw, so nobody deletes unread words. */
export const versionQuery = z.object({ version: queryInt('version', 0, 1_000_000_000) });

export const monthField = text('month', 40);

export const paymentsQuery = z.object({ email: queryText('email', emailField).optional() });

export const intentBody = z.object({
  amount: jsonNumber('amount')
    .int('amount must be whole minor units')
    .min(0, 'amount must not be negative')
    .max(1_000_000_000, 'amount is too large')
    .optional(),
  month: monthField,
  couponCode: z
    .string({ error: 'couponCode must be text' })
    .trim()
    .max(40, 'couponCode must be at most 40 characters')
    .optional(),
});

export const paymentBody = z.object({
  transactionId: text('transactionId', 255),
  month: monthField.optional(),
});

export const sandboxConfirmBody = z.object({
  clientSecret: text('clientSecret', 255),
  card: z.object(
    {
      number: z.string({ error: 'card.number must be text' }).max(32, 'card.number must be at most 32 characters'),
      // Out-of-range months and years are the card's problem and are declined the way a card provider declines them.
      expMonth: jsonNumber('card.expMonth').int('card.expMonth must be a whole number'),
      expYear: jsonNumber('card.expYear').int('card.expYear must be a whole number'),
      cvc: z.string({ error: 'card.cvc must be text' }).max(8, 'card.cvc must be at most 8 characters'),
    },
    { error: 'card must be an object with number, expMonth, expYear and cvc' },
  ),
  billingDetails: z
    .object(
      {
        name: z
          .string({ error: 'billingDetails.name must be text' })
          .max(200, 'billingDetails.name must be at most 200 characters')
          .optional(),
        email: z
          .string({ error: 'billingDetails.email must be text' })
          .max(254, 'billingDetails.email must be at most 254 characters')
          .optional(),
      },
      { error: 'billingDetails must be an object' },
    )
    .optional(),
});

/* ---- answers ---- */

/** A caller's role, as the domain defines it. */
export type { Role } from '../../domain/identity/roles.ts';
export type { Language } from '../../domain/shared/language.ts';

/** GET /api/users/role: the caller's role and language as stored now. */
export interface RoleDto {
  role: Role;
  language: Language;
  /** Present for someone whose lease ended and who rents nothing now: they keep their rent account. */
  formerResident?: true;
}

export interface ApartmentDto {
  _id: string;
  image: string;
  floor: number;
  block: string;
  number: string;
  rent: number;
  available: boolean;
}
/** The admin's view of a flat: retired ones are listed too. */
export interface AdminApartmentDto extends ApartmentDto {
  retired: boolean;
}
export interface AdminApartmentListDto {
  apartments: AdminApartmentDto[];
}
export interface ApartmentImportDto {
  imported: number;
}
export interface ApartmentListDto {
  apartments: ApartmentDto[];
  total: number;
}
export interface CouponDto {
  _id: string;
  code: string;
  description: string;
  discountPercentage: number;
  isActive: boolean;
  limit: 'once-per-member' | 'every-month';
  /** The last day it can be used, YYYY-MM-DD; null: it does not expire. */
  expiresOn: string | null;
}
export interface AgreementDto {
  _id: string;
  /** The flat asked for. */
  apartmentId: string;
  userName: string;
  userEmail: string;
  floor: number;
  block: string;
  number: string;
  rent: number;
  status: 'pending' | 'checked';
  /** Which way a checked request went: accepted, rejected, withdrawn by its applicant, or ended when the member was removed. */
  decision?: 'accepted' | 'rejected' | 'withdrawn' | 'ended';
  requestDate: string;
  acceptedAt?: string;
  /** When it was accepted, rejected or withdrawn. */
  decidedAt?: string;
  /** When the lease ended (the member was removed). */
  endedAt?: string;
  /** The lease's first month (YYYY-MM), once accepted. */
  startMonth?: string;
  /** The lease's last month (YYYY-MM), once ended. */
  endMonth?: string;
  /** A rejected request: the admin's reason, when they gave one. */
  reason?: string;
  /** Pending requests in the admin's list: the start months the admin may pick, oldest first. */
  startMonths?: string[];
  /** Pending requests in the admin's list: what the applicant owes under earlier leases, in taka (0 when nothing). */
  owed?: number;
}
/** POST /api/agreements: the caller's request, and whether it had been sent before (a repeat makes nothing new). */
export interface ApplicationDto extends AgreementDto {
  alreadySent: boolean;
}
export interface PaymentDto {
  _id: string;
  userName: string;
  userEmail: string;
  floor: number;
  block: string;
  number: string;
  rent: number;
  /** The month as people read it: "November 2026". */
  month: string;
  /** The same month as YYYY-MM. */
  monthKey: string;
  discount: number;
  /** What was charged, in taka. */
  amount: number;
  status: 'paid';
  transactionId: string;
  paidAt: string;
  /** Opens the printable receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: number | null;
}
export interface AnnouncementDto {
  _id: string;
  title: string;
  description: string;
  createdAt: string;
  /** Names this wording in an edit or a deletion. */
  version: number;
  /** When it was last edited; null while it reads as posted. */
  editedAt: string | null;
}
export interface MemberDto {
  _id: string;
  name: string;
  email: string;
  /** The flat their running lease is for. */
  apartment?: { floor: number; block: string; number: string };
  /** The lease's first month, YYYY-MM. */
  leaseStart?: string;
  /** Months of the lease up to this month still unpaid, YYYY-MM, oldest first. */
  unpaidMonths: string[];
  /** What they owe now, in taka. */
  owed: number;
}
export interface UserDto {
  _id: string;
  name: string;
  email: string;
  photoURL: string;
  role: Role;
}
export interface AdminSummaryDto {
  totalRooms: number;
  availablePercentage: number;
  rentedPercentage: number;
  totalUsers: number;
  totalMembers: number;
}
export interface IntentDto {
  /** Null when nothing is left to charge (a 100% coupon): the payment is then already recorded. */
  clientSecret: string | null;
  amount: number;
  payment?: PaymentDto;
}
export interface CouponCheckDto {
  code: string;
  discountPercentage: number;
}
/** GET /api/payments/dues: a resident's rent account, a former one's too. Amounts in taka; months YYYY-MM. */
export interface DuesDto {
  /** The lease the rent is owed under: the running one, or a former resident's last one. */
  agreement: AgreementDto;
  rent: number;
  currentMonth: string;
  lease: { startMonth: string; endMonth: string | null };
  /** The day of the month rent is due (1 to 28). */
  dueDay: number;
  /** Months owed and unpaid up to this month, oldest first; overdue once the month's due day has passed. */
  owed: { month: string; amount: number; overdue: boolean }[];
  total: number;
  /** Months that may be paid now and are not paid yet, oldest first: the owed ones, then next month. */
  payable: string[];
}
export interface SandboxConfirmDto {
  paymentIntent: { id: string; status: string; amount: number };
}
export interface ErrorDto {
  message: string;
  code: string;
  requestId: string;
  /** A body's fields that were refused, each with a sentence a person reads. */
  fields?: Record<string, string>;
  /** A spreadsheet import: the line (the header is 1) of the first row that was refused. */
  line?: number;
}
export interface AppConfigDto {
  buildingName: string;
  firebase: { apiKey: string; authDomain: string; projectId: string; emulatorUrl: string | null };
  payments: { provider: 'sandbox' | 'stripe'; publishableKey: string | null };
  map: { tileUrl: string; attribution: string; center: [number, number]; zoom: number };
}

/* ---- receipts, audit log, rent collection ---- */

export const receiptParam = z.object({
  number: z
    .string()
    .regex(/^\d{1,9}$/, 'number must be a receipt number')
    .transform(Number),
});

/** A page of the audit log, optionally one action only (the actions the domain names). */
export const auditQuery = z.object({
  action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
  page: optionalQueryInt('page', 1, 100_000),
});

/** A month's report; without one, this month in the building's time zone. */
export const collectionQuery = z.object({ month: queryText('month', monthField).optional() });

export interface BuildingDto {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  email: string;
  emergencyPhone: string;
  /** 0 until the admin first saves the details; send it back with a change. */
  version: number;
}

/** GET /api/admin/rent-schedule. Null: that reminder is off. */
export interface RentScheduleDto {
  dueDay: number;
  daysBefore: number | null;
  daysAfter: number | null;
  /** 0 until the admin first saves a schedule (the default applies); send it back with a change. */
  version: number;
}

export interface ReceiptDto {
  receiptNumber: number;
  buildingName: string;
  buildingAddress: string;
  memberName: string;
  memberEmail: string;
  floor: number;
  block: string;
  number: string;
  /** The month as people read it in English: "November 2026". */
  month: string;
  /** The same month as YYYY-MM, for the reader's own language. */
  monthKey: string;
  rent: number;
  discount: number;
  totalPaid: number;
  transactionId: string;
  paidAt: string;
}

export interface AuditEntryDto {
  _id: string;
  at: string;
  actor: string;
  action: AuditAction;
  subject: string;
  /** What people call the subject, when the entry recorded it. */
  label: string | null;
  before: Record<string, string | number | boolean | null> | null;
  after: Record<string, string | number | boolean | null> | null;
}

export interface AuditLogDto {
  entries: AuditEntryDto[];
  total: number;
  page: number;
  pageSize: number;
}

export interface CollectionRowDto {
  memberName: string;
  memberEmail: string;
  floor: number;
  block: string;
  number: string;
  /** Taka. */
  rentDue: number;
  paid: boolean;
  amountPaid: number;
  paidAt: string | null;
  /** Opens the payment's receipt: GET /api/payments/receipts/{receiptNumber}. */
  receiptNumber: number | null;
}

export interface ArrearsRowDto {
  memberName: string;
  memberEmail: string;
  /** Still living in the building. */
  current: boolean;
  /** Unpaid months, YYYY-MM, oldest first. */
  months: string[];
  /** Taka. */
  owed: number;
}

export interface ArrearsDto {
  currentMonth: string;
  rows: ArrearsRowDto[];
  total: number;
}

export interface CollectionDto {
  month: string;
  /** The months a report can be asked for: from the first lease's start month to this month, in the building's zone. */
  firstMonth: string;
  currentMonth: string;
  rows: CollectionRowDto[];
  totals: {
    members: number;
    paidMembers: number;
    expected: number;
    collected: number;
    outstanding: number;
    collectionRate: number;
  };
}

/* ---- maintenance requests ---- */

const yesNo = (field: string) => z.boolean({ error: `${field} must be true or false` });

/**
 * POST /api/maintenance: what the resident reports. Where is "flat" (always the caller's own, found from their lease)
 * or "common-area"; the flat itself is never sent.
 */
export const maintenanceReportBody = z.object({
  where: z.enum(['flat', 'common-area'], {
    error: 'Say where the problem is: "flat" (your own flat) or "common-area"',
  }),
  category: z.enum(CATEGORIES, { error: MAINTENANCE_RULES.category }),
  title: formText(MAINTENANCE_RULES.title, REQUEST_TITLE_MAX),
  description: formText(MAINTENANCE_RULES.description, REQUEST_DESCRIPTION_MAX),
  emergency: yesNo('emergency').optional(),
  entryAllowed: yesNo('entryAllowed').optional(),
  entryNotes: z
    .string({ error: MAINTENANCE_RULES.entryNotes })
    .max(ENTRY_NOTES_MAX, MAINTENANCE_RULES.entryNotes)
    .optional(),
});

/**
 * POST /api/maintenance as multipart/form-data, to send photos with the report: the report (the JSON object above) is
 * the text part `report`, and each photo a file part `photos`, at most PHOTO_LIMIT of them, each a JPEG, PNG or WebP
 * picture of at most PHOTO_MAX_BYTES (judged by its content, not its name or type).
 */
export const MAINTENANCE_REPORT_PART = 'report';
export const MAINTENANCE_PHOTOS_PART = 'photos';
export { PHOTO_LIMIT as MAINTENANCE_PHOTO_LIMIT, PHOTO_MAX_BYTES as MAINTENANCE_PHOTO_MAX_BYTES };

/** GET /api/maintenance/:id/photos/:position: a position in digits; one the request has no photo at is not found. */
export const maintenancePhotoParams = z.object({
  id: text('id', 64),
  position: z
    .string({ error: 'position must be given, as a number' })
    .regex(/^[1-9]\d{0,2}$/, 'position must be a whole number written in digits only, like 1')
    .transform(Number),
});

/** POST /api/maintenance/:id/comments: a comment the resident and the admins see. */
export const maintenanceCommentBody = z.object({ text: formText(MAINTENANCE_RULES.comment, COMMENT_MAX) });

/** POST /api/admin/maintenance/:id/comments: a comment, or with internal: true a note only admins see. */
export const maintenanceAdminCommentBody = z.object({
  text: formText(MAINTENANCE_RULES.comment, COMMENT_MAX),
  internal: yesNo('internal'),
});

/** POST /api/admin/maintenance/:id/status: start work, mark resolved, or decline (with a reason). */
export const maintenanceStatusBody = z.object({
  action: z.enum(['start', 'resolve', 'decline'], { error: 'action must be "start", "resolve" or "decline"' }),
  reason: z
    .string({ error: MAINTENANCE_RULES.declineReason })
    .max(REASON_MAX, MAINTENANCE_RULES.declineReason)
    .optional(),
});

/** POST /api/maintenance/:id/reopen: the problem is back; the reason is optional. */
export const maintenanceReopenBody = z.object({
  reason: z
    .string({ error: MAINTENANCE_RULES.reopenReason })
    .max(REASON_MAX, MAINTENANCE_RULES.reopenReason)
    .optional(),
});

/** POST /api/maintenance/:id/close: the resident confirms the fix, perhaps with 1 to 5 stars and a comment. */
export const maintenanceCloseBody = z.object({
  rating: z
    .number({ error: MAINTENANCE_RULES.rating })
    .int(MAINTENANCE_RULES.rating)
    .min(1, MAINTENANCE_RULES.rating)
    .max(5, MAINTENANCE_RULES.rating)
    .optional(),
  comment: z
    .string({ error: MAINTENANCE_RULES.closingComment })
    .max(CLOSING_COMMENT_MAX, MAINTENANCE_RULES.closingComment)
    .optional(),
});

/** GET /api/admin/maintenance: the board, optionally one status, category or flat only. */
export const maintenanceBoardQuery = z.object({
  status: queryText('status', z.enum(STATUSES, { error: `status must be one of ${STATUSES.join(', ')}` })).optional(),
  category: queryText(
    'category',
    z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(', ')}` }),
  ).optional(),
  apartmentId: queryText('apartmentId', z.string().min(1, 'apartmentId is required').max(64)).optional(),
});

/** GET /api/admin/maintenance/summary: one month, this month of the building's calendar when not given. */
export const maintenanceSummaryQuery = z.object({ month: queryText('month', monthKeyField('month')).optional() });

export type { Category as MaintenanceCategory, MaintenanceAction, MaintenanceStatus };

/** One thing that happened to a request; people are named, never their emails. */
export interface MaintenanceEntryDto {
  at: string;
  kind: HistoryKind;
  by: { name: string; role: 'resident' | 'admin' };
  /** A status change. */
  from?: MaintenanceStatus;
  to?: MaintenanceStatus;
  /** A decline's reason, or a reopening's. */
  reason?: string;
  /** A comment's or an internal note's words. */
  text?: string;
  /** Closing: the stars given and the closing comment. */
  rating?: number;
  comment?: string;
}

export interface MaintenanceRequestDto {
  _id: string;
  category: Category;
  title: string;
  description: string;
  emergency: boolean;
  place: { kind: 'flat'; apartmentId: string; label: string } | { kind: 'common-area' };
  /** Whether staff may enter the flat when nobody is home; null for a common area. */
  entry: { allowed: boolean; notes: string | null } | null;
  resident: { email: string; name: string };
  createdAt: string;
  status: MaintenanceStatus;
  /** Oldest first; a resident's never holds an internal note. */
  history: MaintenanceEntryDto[];
  /** What the caller may do to it now, for a screen to offer. */
  actions: MaintenanceAction[];
  /** A resolved request: until when the resident may reopen it. */
  reopenUntil: string | null;
  /**
   * The photos sent with the report, by position; each URL answers the re-encoded picture (image/webp) to the same
   * callers as the request, with the Bearer token like every other route.
   */
  photos: { position: number; url: string }[];
}

/** The answer to a report: the request, and for an emergency the number to call now. */
export interface MaintenanceReportDto extends MaintenanceRequestDto {
  emergencyPhone: string | null;
}

export interface MaintenanceSummaryDto {
  month: string;
  opened: number;
  resolved: number;
  /** Milliseconds; null when nothing was resolved in the month. */
  medianResolutionMs: number | null;
  rated: number;
  averageRating: number | null;
}

/* ---- notifications and email ---- */

/** GET /api/notifications: a page of the caller's inbox; `before` is the `next` of the page before, as given. */
export const notificationsQuery = z.object({
  limit: optionalQueryInt('limit', 1, 50),
  before: queryText(
    'before',
    z
      .string()
      .min(1, 'before must be the next value of the previous page')
      .max(200, 'before must be the next value of the previous page'),
  ).optional(),
});

/** POST /api/notifications/read: the notifications named, or every one. */
export const markReadBody = z.union([
  z.object({
    ids: z
      .array(text('ids', 64), { error: 'ids must be a list of notification ids' })
      .min(1, 'ids must name at least one notification')
      .max(100, 'ids may name at most 100 notifications'),
  }),
  z.object({ all: z.literal(true, { error: 'all must be true' }) }),
]);

/** PUT /api/me/email-choices: every topic, each switched on or off. */
export const emailChoicesBody = z.object({
  payments: yesNo('payments'),
  announcements: yesNo('announcements'),
  maintenance: yesNo('maintenance'),
  reminders: yesNo('reminders'),
});

/** PUT /api/me/language: the language the product writes to the caller in. */
export const languageBody = z.object({
  language: z.enum(LANGUAGES, { error: 'language must be "en" (English) or "bn" (Bangla)' }),
});

/** POST /api/unsubscribe: the token from the email's link, in a JSON body or (one-click) in the query string. */
export const unsubscribeBody = z.object({ token: text('token', 2000) });
export const unsubscribeQuery = z.object({ token: queryText('token', text('token', 2000)).optional() });

/** GET /api/admin/emails: a page of the outbox, optionally one status only. */
export const emailsQuery = z.object({
  status: queryText(
    'status',
    z.enum(EMAIL_STATUSES, { error: `status must be one of ${EMAIL_STATUSES.join(', ')}` }),
  ).optional(),
  page: optionalQueryInt('page', 1, 100_000),
});

export type NotificationTopic = Topic;

export interface NotificationDto {
  id: string;
  topic: Topic;
  subject: string;
  lines: string[];
  /** A path inside the web app. */
  link: string;
  createdAt: string;
  read: boolean;
}

export interface NotificationsDto {
  items: NotificationDto[];
  unread: number;
  /** Pass it back as `before` for the next page; null on the last page. */
  next: string | null;
}

export interface UnreadDto {
  unread: number;
}

export type EmailChoicesDto = Record<EmailTopic, boolean>;

export interface UnsubscribedDto {
  /** The topic switched off. */
  topic: EmailTopic;
}

export interface EmailDto {
  notificationId: string;
  to: string;
  toName: string;
  topic: Topic;
  subject: string;
  status: EmailStatus;
  attempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface EmailsDto {
  items: EmailDto[];
  total: number;
  /** Every failed email, whatever the filter: what the admin's screen warns about. */
  failed: number;
}

import type { SavedBuilding } from '../domain/building/building.ts';
import type { Agreement, AgreementStatus } from '../domain/agreements/agreement.ts';
import type { Announcement } from '../domain/announcements/announcement.ts';
import type { AuditAction, AuditEntry } from '../domain/audit/audit.ts';
import type { Apartment, ApartmentFilter, ListedApartment } from '../domain/apartments/apartment.ts';
import type { Coupon } from '../domain/coupons/coupon.ts';
import type { Category, MaintenanceRequest, MaintenanceStatus } from '../domain/maintenance/maintenance.ts';
import type {
  EmailPreferences,
  EmailStatus,
  EmailTopic,
  Notification,
  OutgoingEmail,
  ReminderKind,
  SavedReminderSchedule,
} from '../domain/notifications/notifications.ts';
import type { Page, PageRequest } from '../domain/shared/paging.ts';
import type { Payment } from '../domain/payments/payment.ts';
import type { Role } from '../domain/identity/roles.ts';
import type { User } from '../domain/members/user.ts';
import type { Language } from '../domain/shared/language.ts';

/*
 * The ports the use-cases need, each with only the methods a use-case calls. Every adapter
 * (memory, SQLite, PostgreSQL) raises the same DomainError codes on the same conflicts.
 */

export interface Apartments {
  /** A page of the listed flats (never a retired one) the filter lets through, and how many it lets through. */
  page(filter: ApartmentFilter, page: PageRequest): Promise<Page<ListedApartment>>;
  /** Any flat, retired ones included. */
  byId(id: string): Promise<Apartment | undefined>;
  byLocation(block: string, floor: number, number: string): Promise<Apartment | undefined>;
  /**
   * The flat, retired or not, held until the unit of work ends: nothing else can retire, re-price or apply for it
   * meanwhile, so what is decided about it stays true until the work commits. Call inside `UnitOfWork.run`.
   */
  hold(id: string): Promise<Apartment | undefined>;
  /** Every flat, retired ones included, by block, floor, then number: the admin's list. */
  listAll(): Promise<ListedApartment[]>;
  /** The listed flats: retired ones are no longer rooms of the building. */
  count(): Promise<number>;
  countRented(): Promise<number>;
  /** Inserts apartments whose (block, floor, number) is not there yet; returns how many were new. */
  addMissing(apartments: readonly Apartment[]): Promise<number>;
  /** Inserts every one of them or none: throws APARTMENT.DUPLICATE when a block, floor and number is taken. */
  add(apartments: readonly Apartment[]): Promise<void>;
  /**
   * Writes its rent, image and retirement only if the stored flat still has `from`'s, in one conditional statement;
   * false when it does not (someone else changed it first).
   */
  update(apartment: Apartment, from: Apartment): Promise<boolean>;
}

/** A flat's photo as served: already checked and re-encoded, kept in the database so every server has it. */
export interface ApartmentPhoto {
  readonly id: string;
  readonly apartmentId: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/** Photos are never changed: a new photo is a new row, so a URL naming one may be cached for ever. */
export interface ApartmentPhotos {
  add(photo: ApartmentPhoto): Promise<void>;
  byId(apartmentId: string, photoId: string): Promise<ApartmentPhoto | undefined>;
}

/** Turns an uploaded file into a photo fit to serve, judged by its content alone. */
export interface PhotoProcessor {
  /**
   * Throws `refusal()` (APARTMENT.PHOTO_INVALID when none is given) when the bytes are not a JPEG, PNG or WebP
   * picture, or one too large to decode safely.
   */
  prepare(bytes: Uint8Array, refusal?: () => Error): Promise<{ bytes: Uint8Array; contentType: string }>;
}

export interface Users {
  byEmail(email: string): Promise<User | undefined>;
  /**
   * Reads the user and holds their row until the unit of work ends (PostgreSQL locks it; SQLite has one writer at a
   * time already): two writes made for one person, such as two reports counted against a daily limit, queue up.
   */
  hold(email: string): Promise<User | undefined>;
  /**
   * Creates the user with its role and language, or updates an existing user's name, photo and email, never its role
   * (only `changeRole` does, conditionally) nor its language (only `setLanguage` does). Throws USER.EMAIL_TAKEN only
   * if ids disagree.
   */
  save(user: User): Promise<void>;
  /** Sets the language the product writes to the user in; false when there is no such user. */
  setLanguage(email: string, language: Language): Promise<boolean>;
  /** The languages of several people at once, in one read; the default for those without an account. */
  languagesOf(emails: readonly string[]): Promise<Map<string, Language>>;
  /** Sets the role only if it is still `from`, in one conditional statement; false when it is not. */
  changeRole(email: string, from: Role, to: Role): Promise<boolean>;
  count(): Promise<number>;
  countByRole(role: Role): Promise<number>;
  listByRole(role: Role): Promise<User[]>;
}

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

export interface Coupons {
  /** Throws COUPON.DUPLICATE_CODE when the code exists in any case. */
  add(coupon: Coupon): Promise<void>;
  byCode(code: string): Promise<Coupon | undefined>;
  list(filter?: { activeOnly: boolean }): Promise<Coupon[]>;
  /** Switches the coupon on or off only if it is not so already; false when it was (someone else switched it). */
  setActive(code: string, isActive: boolean): Promise<boolean>;
}

export interface Announcements {
  add(announcement: Announcement): Promise<void>;
  byId(id: string): Promise<Announcement | undefined>;
  /** Newest first. */
  list(): Promise<Announcement[]>;
  /** Replaces the announcement only while it is still at `fromVersion`; false when it changed or is gone. */
  replace(next: Announcement, fromVersion: number): Promise<boolean>;
  /** Deletes it only while it is still at `version`; false when it changed or is gone. */
  remove(id: string, version: number): Promise<boolean>;
}

export interface Payments {
  /**
   * Records the payment with the building's next receipt number (in the same transaction, so a number is never
   * issued twice) and returns it as stored. Throws PAYMENT.MONTH_ALREADY_PAID when the user has paid for the month,
   * PAYMENT.DUPLICATE_TRANSACTION when the transaction id is already recorded, and COUPON.ALREADY_USED when it uses
   * a once-per-member coupon the user has used before.
   */
  add(payment: Payment): Promise<Payment>;
  /** Newest first. */
  listFor(email: string): Promise<Payment[]>;
  byTransactionId(transactionId: string): Promise<Payment | undefined>;
  byReceiptNumber(receiptNumber: number): Promise<Payment | undefined>;
  /** Every payment for the month (its canonical key), any member. */
  listForMonth(monthKey: string): Promise<Payment[]>;
  /** Which months each member has paid for: one entry a payment. */
  paidMonths(): Promise<{ userEmail: string; monthKey: string }[]>;
}

/** A photo sent with a report, as served: re-encoded, kept in the database so every server has it; never changed. */
export interface MaintenancePhoto {
  readonly id: string;
  readonly requestId: string;
  /** 1, 2 or 3: its place among the request's photos. */
  readonly position: number;
  readonly contentType: string;
  readonly bytes: Uint8Array;
  readonly createdAt: Date;
}

/** Which requests the admins' board shows: every one, or only those of one status, category or flat. */
export interface MaintenanceFilter {
  readonly status?: MaintenanceStatus;
  readonly category?: Category;
  readonly apartmentId?: string;
}

/**
 * Maintenance requests with their whole history. A request's version is the length of its history: every change
 * appends at least one entry, so "still at the length I read" means "nobody changed it since".
 */
export interface MaintenanceRequests {
  /** The request, its history and its photos (already re-encoded), all written or none. */
  add(request: MaintenanceRequest, photos?: readonly MaintenancePhoto[]): Promise<void>;
  byId(id: string): Promise<MaintenanceRequest | undefined>;
  /** A request's photo at `position` (1 to its photo count). */
  photo(requestId: string, position: number): Promise<MaintenancePhoto | undefined>;
  /** The admins' board: emergencies first, then the oldest first (ties by id). */
  board(filter: MaintenanceFilter): Promise<MaintenanceRequest[]>;
  /** The requests one resident reported, in any spelling of their email, newest first. */
  listFor(email: string): Promise<MaintenanceRequest[]>;
  /**
   * When each request `email` reported at or after `since` was opened: what the daily limit counts (the domain
   * decides which of them fall on today's calendar day).
   */
  openedSince(email: string, since: Date): Promise<Date[]>;
  /**
   * Writes `next` (its status and the history entries it appended) only while the stored request still has
   * `fromLength` history entries, in one conditional statement, so that of two changes racing on one request exactly
   * one wins. False when it changed meanwhile or does not exist.
   */
  replace(next: MaintenanceRequest, fromLength: number): Promise<boolean>;
}

/** What each person finds in their inbox. */
export interface Inbox {
  /** Adds them all, or none. */
  add(notifications: readonly Notification[]): Promise<void>;
  /** The recipient's notifications, newest first: at most `limit`, only those older than `before` when given. */
  listFor(email: string, page: { limit: number; before?: { createdAt: Date; id: string } }): Promise<Notification[]>;
  unreadCount(email: string): Promise<number>;
  /**
   * Marks the recipient's own unread notifications read at `at`: those named, or every one; returns how many changed.
   * Someone else's notification is never touched, whatever id is named.
   */
  markRead(email: string, which: readonly string[] | 'all', at: Date): Promise<number>;
}

/** An email taken from the outbox to be sent, with what it says. */
export interface ClaimedEmail extends OutgoingEmail {
  readonly message: Notification;
}

/** How one attempt at sending an email ended. */
export type EmailOutcome =
  | { readonly status: 'sent'; readonly at: Date }
  | { readonly status: 'pending'; readonly at: Date; readonly error: string; readonly retryAt: Date }
  | { readonly status: 'failed'; readonly at: Date; readonly error: string };

/**
 * Emails waiting to be sent, written in the same transaction as the change they tell of: an email is never lost when
 * the change commits, never sent when it rolls back.
 */
export interface Outbox {
  enqueue(emails: readonly OutgoingEmail[]): Promise<void>;
  /**
   * Takes up to `limit` pending emails due by `now` that no other sender holds, and holds them for `leaseMs` under
   * `token`, in one atomic statement: two senders (two server instances) never take the same email. An email whose
   * sender died is taken again once its hold has lapsed.
   */
  claim(now: Date, limit: number, leaseMs: number, token: string): Promise<ClaimedEmail[]>;
  /**
   * Records an attempt (its time, and its error if it failed) and the email's new state, only while `token` still
   * holds the email; false when it does not (its hold lapsed and another sender took it).
   */
  settle(notificationId: string, token: string, outcome: EmailOutcome): Promise<boolean>;
  /** Emails, newest first, optionally of one status, with what each says. */
  list(filter: { status?: EmailStatus }, page: PageRequest): Promise<Page<ClaimedEmail>>;
  countByStatus(status: EmailStatus): Promise<number>;
  /** One email with what it says, whatever its status; undefined when there is none for that notification. */
  get(notificationId: string): Promise<ClaimedEmail | undefined>;
  /** Puts a failed email back in the queue, due at `at`; false unless it was failed. */
  retry(notificationId: string, at: Date): Promise<boolean>;
}

/** Each person's choice of what reaches them by email; the defaults until they choose. */
export interface EmailChoices {
  get(email: string): Promise<EmailPreferences>;
  /** The choices of several people at once, the defaults for those who never chose. */
  getMany(emails: readonly string[]): Promise<Map<string, EmailPreferences>>;
  save(email: string, preferences: EmailPreferences): Promise<void>;
}

/** The rent reminders that went out: one per member, month and kind, whatever sends them. */
export interface SentReminders {
  /** Records the reminder; false (and nothing written) when it was recorded before. */
  record(email: string, month: string, kind: ReminderKind, at: Date): Promise<boolean>;
}

/** Sends one notification by email; throws when the mail server refuses it or cannot be reached. */
export interface Mailer {
  send(email: ClaimedEmail, context: { readonly buildingName: string }): Promise<void>;
}

/** Signed, unforgeable tokens that let a person switch one email topic off without signing in. */
export interface UnsubscribeTokens {
  sign(email: string, topic: EmailTopic): string;
  /** Whose and which topic, or undefined for a token that was forged, altered or has expired. */
  read(token: string): { email: string; topic: EmailTopic } | undefined;
}

/** Append-only: nothing updates or deletes an entry. */
export interface AuditLog {
  append(entry: AuditEntry): Promise<void>;
  /** Newest first. */
  list(filter: { action?: AuditAction }, page: PageRequest): Promise<Page<AuditEntry>>;
}

/** Runs work atomically: if it throws, none of its writes through the repositories remain. */
/** The building's details: one record, saved only over the version it was read at. */
export interface BuildingDetails {
  /** Undefined until the first save. */
  get(): Promise<SavedBuilding | undefined>;
  /** Saves `next` only if the saved version is still `fromVersion` (0: never saved); false otherwise. */
  save(next: SavedBuilding, fromVersion: number): Promise<boolean>;
}

/** The building's rent due day and reminder schedule: one record, saved only over the version it was read at. */
export interface RentSchedules {
  /** Undefined until the first save (the default schedule applies). */
  get(): Promise<SavedReminderSchedule | undefined>;
  /** Saves `next` only if the saved version is still `fromVersion` (0: never saved), atomically; false otherwise. */
  save(next: SavedReminderSchedule, fromVersion: number): Promise<boolean>;
}

export interface UnitOfWork {
  run<T>(work: () => Promise<T>): Promise<T>;
}

export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  next(): string;
}

/** Who a bearer token belongs to, as the identity service vouches. */
export interface VerifiedIdentity {
  readonly uid: string;
  readonly email: string;
  readonly name?: string;
  readonly picture?: string;
}

export interface VerifyOptions {
  /**
   * true: ask the identity service now whether the account is disabled or its sessions revoked. false: an answer
   * up to a minute old will do, so a disabled or revoked account's token still works for at most a minute.
   */
  readonly checkRevoked: boolean;
}

export interface IdentityVerifier {
  /**
   * Throws AUTH.UNAUTHENTICATED for any token it cannot vouch for (including one whose account is disabled or whose
   * sessions were revoked), SERVICE.UNAVAILABLE when it cannot ask.
   */
  verify(token: string, options: VerifyOptions): Promise<VerifiedIdentity>;
}

export interface IdentityAccounts {
  /** Creates the sign-in account when missing; returns whether it was created. */
  ensureAccount(email: string, password: string, displayName: string): Promise<boolean>;
}

export type IntentStatus = 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';

export interface IntentMetadata {
  readonly userEmail: string;
  /**
   * The lease the rent is paid under. A charge priced while it ran is recorded only while that very agreement still
   * runs; one priced under a lease that had already ended (a former resident settling it) only under that lease.
   */
  readonly agreementId: string;
  /** 'ended' when it was priced under a lease that had ended; absent or anything else means a running one. */
  readonly leaseStatus?: string;
  readonly month: string;
  readonly monthKey: string;
  readonly discount: string;
  readonly couponCode: string;
  /** The coupon's use limit ('once-per-member' or 'every-month'), empty without a coupon. */
  readonly couponLimit: string;
}

export interface PaymentIntent {
  readonly id: string;
  readonly clientSecret: string;
  readonly amountMinor: number;
  readonly currency: string;
  readonly status: IntentStatus;
  readonly metadata: IntentMetadata;
  /**
   * True once any of the charge was given back. A refunded intent still says "succeeded" (as Stripe's do),
   * so this is what keeps a refunded charge from being recorded later.
   */
  readonly refunded?: boolean;
}

export interface PaymentGateway {
  createIntent(input: {
    amountMinor: number;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<PaymentIntent>;
  /** Throws PAYMENT.INTENT_NOT_FOUND when the provider has no such intent. */
  retrieveIntent(id: string): Promise<PaymentIntent>;
  refund(intentId: string): Promise<void>;
  /**
   * Cancels the user's intents that no card has paid yet, so that nobody can be charged through one once their
   * agreement has ended. Returns how many it cancelled.
   */
  cancelOpenIntents(userEmail: string): Promise<number>;
}

/** A provider notification whose signature was verified; `intentId` is set for payment intent events. */
export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
  readonly intentId?: string;
}

/**
 * Provider events already handled, remembered by id so a redelivered event does nothing twice.
 * Shared by every server instance, so in production it lives in the database.
 */
export interface ProcessedEvents {
  isProcessed(eventId: string): Promise<boolean>;
  /** Remembers the event; false when it was remembered already. */
  markProcessed(eventId: string): Promise<boolean>;
}

/** The signed-in caller, with the role read from the store on this very request. */
export interface Actor {
  readonly email: string;
  readonly name: string;
  readonly photoURL: string;
  readonly role: Role;
  /** The language stored for the caller (the default until they choose one). */
  readonly language: Language;
}

/** For events an operator must be able to find later (a refund after a lost race, say). */
export interface Logger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

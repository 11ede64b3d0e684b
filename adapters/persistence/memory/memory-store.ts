import { AsyncLocalStorage } from 'node:async_hooks';
import type { Agreement } from '../../../domain/agreements/agreement.ts';
import type { TenantDetails } from '../../../domain/agreements/tenant-details.ts';
import type { RentChange } from '../../../domain/agreements/rent-change.ts';
import type { RenewalOffer } from '../../../domain/agreements/renewal.ts';
import type { Announcement } from '../../../domain/announcements/announcement.ts';
import type { AuditEntry } from '../../../domain/audit/audit.ts';
import type { SavedBuilding } from '../../../domain/building/building.ts';
import type { Apartment } from '../../../domain/apartments/apartment.ts';
import type { Coupon } from '../../../domain/coupons/coupon.ts';
import type { MaintenanceRequest } from '../../../domain/maintenance/request.ts';
import type { EmailPreferences } from '../../../domain/notifications/email-choices.ts';
import type { Notification } from '../../../domain/notifications/notification.ts';
import type { OutgoingEmail } from '../../../domain/notifications/email-delivery.ts';
import type { SavedReminderSchedule } from '../../../domain/notifications/reminders.ts';
import type { SavedLateFeeRule } from '../../../domain/late-fees/late-fee.ts';
import type { LedgerEntry } from '../../../domain/ledger/ledger.ts';
import type { FinalStatement } from '../../../domain/move-out/final-statement.ts';
import type { ParkingSpace } from '../../../domain/parking/parking.ts';
import type { Autopay, AutopayAttempt } from '../../../domain/autopay/autopay.ts';
import type { StaffMember } from '../../../domain/front-desk/staff.ts';
import type { Visit } from '../../../domain/front-desk/visitors.ts';
import type { SavedVisitorSettings } from '../../../application/front-desk/ports.ts';
import type { CommonSpace } from '../../../domain/common-spaces/space.ts';
import type { SpaceBooking } from '../../../domain/common-spaces/booking.ts';
import type { Parcel } from '../../../domain/parcels/parcels.ts';
import type { ParcelPhoto } from '../../../application/parcels/ports.ts';
import type { OnlinePayment } from '../../../domain/online-payments/online-payment.ts';
import type { RecurringCharge } from '../../../domain/charges/charges.ts';
import type { PaymentReport } from '../../../domain/payment-reports/payment-report.ts';
import type { Payment } from '../../../domain/payments/payment.ts';
import type { User } from '../../../domain/members/user.ts';
import type { ApartmentPhoto } from '../../../application/apartments/ports.ts';
import type { MaintenancePhoto } from '../../../application/maintenance/ports.ts';
import type { UnitOfWork } from '../../../application/shared/ports.ts';
import type { SandboxIntentRecord } from '../../../application/payments/sandbox-intents.ts';

/** An email as the outbox table keeps it: who holds it now, and until when. */
export interface StoredEmail extends OutgoingEmail {
  readonly claimToken?: string;
  readonly claimedUntil?: Date;
}

/** One try at sending an email, as kept for the admin to see. */
export interface EmailAttempt {
  readonly notificationId: string;
  readonly attempt: number;
  readonly at: Date;
  readonly error?: string;
}

/**
 * The tables of the in-memory database. Rows are immutable domain objects that are replaced, never mutated,
 * so a snapshot is a shallow copy of each map and a rollback puts the copies back.
 * Each area's memory store (<area>/memory.ts) runs a check and its write without an await in between, so they
 * are atomic in one event loop, which is what the SQL adapters get from unique indexes.
 */
export class MemoryTables {
  apartments = new Map<string, Apartment>();
  photos = new Map<string, ApartmentPhoto>();
  users = new Map<string, User>();
  agreements = new Map<string, Agreement>();
  /** Agreement id -> the tenant details given with that request. */
  tenantDetails = new Map<string, TenantDetails>();
  /** The new rents scheduled on leases, by id. */
  rentChanges = new Map<string, RentChange>();
  /** The offers to renew leases, by id. */
  renewalOffers = new Map<string, RenewalOffer>();
  coupons = new Map<string, Coupon>();
  announcements = new Map<string, Announcement>();
  payments = new Map<string, Payment>();
  maintenance = new Map<string, MaintenanceRequest>();
  /** "<request id>/<position>" -> the photo. */
  maintenancePhotos = new Map<string, MaintenancePhoto>();
  notifications = new Map<string, Notification>();
  /** Notification id -> its email, if it is emailed. */
  emails = new Map<string, StoredEmail>();
  /** "<notification id>:<attempt>" -> the attempt. */
  emailAttempts = new Map<string, EmailAttempt>();
  /** Normalised email -> what its owner chose to be emailed. */
  emailChoices = new Map<string, EmailPreferences>();
  /** "<email>|<month>|<kind>" -> when that rent reminder went out. */
  sentReminders = new Map<string, Date>();
  /** Event id -> when it was handled. */
  processedEvents = new Map<string, Date>();
  sandboxIntents = new Map<string, SandboxIntentRecord>();
  audit = new Map<string, AuditEntry>();
  parkingSpaces = new Map<string, ParkingSpace>();
  /** Members' autopay settings, by email. */
  autopaySettings = new Map<string, Autopay>();
  /** Autopay's charges, by lease and month ("lease|YYYY-MM"). */
  autopayAttempts = new Map<string, AutopayAttempt>();
  /** The common spaces residents book, and their bookings, by id. */
  commonSpaces = new Map<string, CommonSpace>();
  spaceBookings = new Map<string, SpaceBooking>();
  /** The payments started through the online gateway, by transaction id. */
  onlinePayments = new Map<string, StoredOnlinePayment>();
  /** Every lease's book entries, by id. */
  ledgerEntries = new Map<string, LedgerEntry>();
  /** The building's recurring charges, by id. */
  recurringCharges = new Map<string, RecurringCharge>();
  /** The payments residents reported, by id. */
  paymentReports = new Map<string, PaymentReport>();
  /** The building's details: one entry once saved. */
  building = new Map<'building', SavedBuilding>();
  /** The rent due day and reminder schedule: one entry once saved. */
  rentSchedule = new Map<'schedule', SavedReminderSchedule>();
  /** Lease id -> its final statement. */
  finalStatements = new Map<string, FinalStatement>();
  /** The late-fee rule: one entry once saved. */
  lateFeeRule = new Map<'rule', SavedLateFeeRule>();
  /** The building's staff, by normalised email. */
  staffMembers = new Map<string, StaffMember>();
  /** Visits to flats, by id. */
  visits = new Map<string, Visit>();
  /** How long visits are kept: one entry once saved. */
  visitorSettings = new Map<'building', SavedVisitorSettings>();
  /** Parcels kept at the front desk, by id. */
  parcels = new Map<string, Parcel>();
  /** A parcel's photo, by the parcel's id. */
  parcelPhotos = new Map<string, ParcelPhoto>();
  /** Named counters, such as the last receipt number issued. */
  counters = new Map<string, number>();

  /** Every table, copied: each own field is a table, so a table added above is in every snapshot too. */
  snapshot(): MemoryTables {
    const copy = new MemoryTables();
    for (const [name, table] of Object.entries(this))
      Object.assign(copy, { [name]: new Map(table as Map<unknown, unknown>) });
    return copy;
  }

  restore(from: MemoryTables): void {
    Object.assign(this, from.snapshot());
  }
}

/** An online payment and the validation id kept for it. */
export interface StoredOnlinePayment {
  readonly payment: OnlinePayment;
  readonly valId?: string;
}

/**
 * Serialises units of work (like a database's write lock) and rolls a failed one back, so the memory adapter
 * has the same atomicity as the SQL ones. A unit of work started inside another joins it.
 */
export class MemoryUnitOfWork implements UnitOfWork {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly inside = new AsyncLocalStorage<true>();

  constructor(private readonly tables: MemoryTables) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    if (this.inside.getStore()) return work();
    const result = this.queue.then(() => this.inside.run(true, () => this.atomically(work)));
    this.queue = result.catch(() => undefined);
    return result;
  }

  private async atomically<T>(work: () => Promise<T>): Promise<T> {
    const before = this.tables.snapshot();
    try {
      return await work();
    } catch (error) {
      this.tables.restore(before);
      throw error;
    }
  }
}

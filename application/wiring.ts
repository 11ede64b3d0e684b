import type { Building } from '../domain/building/building.ts';
import type { Agreements, RenewalOffers, RentChanges, TenantDetailsStore } from './agreements/ports.ts';
import type { Announcements } from './announcements/ports.ts';
import type { ApartmentPhotos, Apartments } from './apartments/ports.ts';
import type { AuditLog } from './audit/ports.ts';
import type { BuildingDetails, RentSchedules } from './building/ports.ts';
import type {
  BuildingCalendar,
  Clock,
  IdGenerator,
  Logger,
  PhotoNarrower,
  PhotoProcessor,
  UnitOfWork,
} from './shared/ports.ts';
import type { Coupons } from './coupons/ports.ts';
import type {
  EmailChoices,
  Inbox,
  Mailer,
  NotificationWording,
  Outbox,
  SentReminders,
  UnsubscribeTokens,
} from './notifications/ports.ts';
import type { IdentityAccounts, IdentityVerifier, PageSessions } from './identity/ports.ts';
import type { MaintenanceRequests } from './maintenance/ports.ts';
import type { PaymentGateway, Payments, ProcessedEvents } from './payments/ports.ts';
import type { Users } from './members/ports.ts';
import type { ParkingSpaces } from './parking/ports.ts';
import type { CommonSpaces, SpaceBookings } from './common-spaces/ports.ts';
import type { LedgerEntries } from './ledger/ports.ts';
import type { RecurringCharges } from './charges/ports.ts';
import type { PaymentReports } from './payment-reports/ports.ts';
import type { LateFeeRules } from './late-fees/ports.ts';
import type { FinalStatements } from './move-out/ports.ts';
import type { PassCodes, StaffRoster, VisitorSettings, Visits } from './front-desk/ports.ts';
import type { Parcels } from './parcels/ports.ts';
import type { AuditTrail } from './audit/audit-trail.ts';
import type { Notifier } from './notifications/notifier.ts';
import type { Rereader } from './notifications/reread.ts';
import type { GetBuilding } from './building/get-building.ts';
import type { GetRentSchedule } from './building/get-rent-schedule.ts';
import type { LeaseBooks } from './ledger/books.ts';
import type { OnlineGateway, OnlinePayments } from './online-payments/ports.ts';
import type { AutopayAttempts, AutopaySettings, SavedCards } from './autopay/ports.ts';

/** The stores the use cases work on. */
export interface Repositories {
  readonly apartments: Apartments;
  readonly photos: ApartmentPhotos;
  readonly users: Users;
  readonly agreements: Agreements;
  /** The tenant details given with each request, for its applicant and the admins only. */
  readonly tenantDetails: TenantDetailsStore;
  /** The new rents scheduled on leases, each from its month. */
  readonly rentChanges: RentChanges;
  /** The offers to renew leases, pending or answered. */
  readonly renewalOffers: RenewalOffers;
  readonly coupons: Coupons;
  readonly announcements: Announcements;
  readonly building: BuildingDetails;
  readonly rentSchedules: RentSchedules;
  readonly payments: Payments;
  readonly maintenance: MaintenanceRequests;
  readonly inbox: Inbox;
  readonly outbox: Outbox;
  readonly emailChoices: EmailChoices;
  readonly sentReminders: SentReminders;
  readonly processedEvents: ProcessedEvents;
  readonly audit: AuditLog;
  readonly parkingSpaces: ParkingSpaces;
  /** Every lease's books: the charges, credits and voids written to them. */
  readonly ledger: LedgerEntries;
  /** The recurring charges the books bill each lease every month. */
  readonly recurringCharges: RecurringCharges;
  /** The payments residents reported, waiting for an admin or decided. */
  readonly paymentReports: PaymentReports;
  /** The building's late-fee rule. */
  readonly lateFeeRules: LateFeeRules;
  /** The final statements of ended leases: the deposit, its deductions and what came of it. */
  readonly finalStatements: FinalStatements;
  /** The building's staff: guards, the caretaker, the manager's assistant. */
  readonly staffRoster: StaffRoster;
  /** Visitors: residents' passes and the gate's walk-ins. */
  readonly visits: Visits;
  /** How long the visitor log is kept. */
  readonly visitorSettings: VisitorSettings;
  /** The common spaces residents book, and their bookings. */
  readonly commonSpaces: CommonSpaces;
  readonly spaceBookings: SpaceBookings;
  /** The parcels the front desk keeps for the flats, and their photos. */
  readonly parcels: Parcels;
  /** The payments residents started through the online gateway. */
  readonly onlinePayments: OnlinePayments;
  /** Members' autopay: their saved card, cap and months skipped. */
  readonly autopaySettings: AutopaySettings;
  /** Autopay's charges, one a lease and month. */
  readonly autopayAttempts: AutopayAttempts;
  readonly uow: UnitOfWork;
}

/** Everything else the use cases need from outside, each behind its port. */
export interface Services {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Visitor pass codes, short and drawn at random. */
  readonly passCodes: PassCodes;
  /** Today and this month in the building's time zone, over `clock`. */
  readonly calendar: BuildingCalendar;
  readonly gateway: PaymentGateway;
  /** The provider's saved cards, charged by autopay with no member present; absent where no provider keeps cards. */
  readonly savedCards?: SavedCards;
  /** The online gateway (bKash, Nagad, cards on one hosted page); absent when the building has none. */
  readonly onlineGateway?: OnlineGateway;
  readonly verifier: IdentityVerifier;
  readonly pageSessions: PageSessions;
  readonly accounts: IdentityAccounts;
  readonly photoProcessor: PhotoProcessor & PhotoNarrower;
  readonly logger: Logger;
  readonly unsubscribeTokens: UnsubscribeTokens;
  /** What notifications say, in each language. */
  readonly wording: NotificationWording;
  /** How emails go out; without one they stay queued in the outbox and nothing delivers them. */
  readonly mailer?: Mailer;
  /** The building's details until an admin saves them. */
  readonly buildingDefaults: Building;
}

/** What each area's use cases are wired from: the ports, and the helpers several areas share. */
export interface Wiring {
  readonly r: Repositories;
  readonly s: Services;
  readonly audit: AuditTrail;
  readonly notifier: Notifier;
  readonly rereader: Rereader;
  readonly getBuilding: GetBuilding;
  readonly getRentSchedule: GetRentSchedule;
  /** Every lease's books: the rent each month bills and what settled it, read by rent and by the books' screens. */
  readonly books: LeaseBooks;
  /** The rent schedule as it stands, read afresh at each call, so an admin's change applies from the next one. */
  readonly rentSchedule: () => ReturnType<GetRentSchedule['execute']>;
}

import type { Calendar } from '../domain/agreements/agreement.ts';
import { AuditTrail } from './audit/audit-trail.ts';
import { notifierOver } from './notifications/notifier.ts';
import { Rereader } from './notifications/reread.ts';
import type { Building } from '../domain/building/building.ts';
import type { Agreements } from './agreements/ports.ts';
import type { Announcements } from './announcements/ports.ts';
import type { ApartmentPhotos, Apartments } from './apartments/ports.ts';
import type { AuditLog } from './audit/ports.ts';
import type { BuildingDetails, RentSchedules } from './building/ports.ts';
import type { Clock, IdGenerator, Logger, PhotoProcessor, UnitOfWork } from './shared/ports.ts';
import type { Coupons } from './coupons/ports.ts';
import type { EmailChoices, Inbox, Mailer, Outbox, SentReminders, UnsubscribeTokens } from './notifications/ports.ts';
import type { IdentityAccounts, IdentityVerifier } from './identity/ports.ts';
import type { MaintenanceRequests } from './maintenance/ports.ts';
import type { PaymentGateway, Payments, ProcessedEvents } from './payments/ports.ts';
import type { Users } from './members/ports.ts';
import { CountUnreadNotifications } from './notifications/count-unread-notifications.ts';
import { DeliverEmails } from './notifications/deliver-emails.ts';
import { GetEmailChoices } from './notifications/get-email-choices.ts';
import { ListEmails } from './notifications/list-emails.ts';
import { ListNotifications } from './notifications/list-notifications.ts';
import { MarkNotificationsRead } from './notifications/mark-notifications-read.ts';
import { RetryEmail } from './notifications/retry-email.ts';
import { SaveEmailChoices } from './notifications/save-email-choices.ts';
import { SetLanguage } from './members/set-language.ts';
import { SendRentReminders } from './notifications/send-rent-reminders.ts';
import { Unsubscribe } from './notifications/unsubscribe.ts';
import { AddApartment } from './apartments/add-apartment.ts';
import { AddCoupon } from './coupons/add-coupon.ts';
import { ApplyForAgreement } from './agreements/apply-for-agreement.ts';
import { ChangeRent } from './apartments/change-rent.ts';
import { CheckCoupon } from './coupons/check-coupon.ts';
import { CreatePaymentIntent } from './payments/create-payment-intent.ts';
import { DecideAgreement } from './agreements/decide-agreement.ts';
import { DeleteAnnouncement } from './announcements/delete-announcement.ts';
import { EditAnnouncement } from './announcements/edit-announcement.ts';
import { GetAdminSummary } from './building/get-admin-summary.ts';
import { GetApartmentPhoto } from './apartments/get-apartment-photo.ts';
import { GetArrears } from './payments/get-arrears.ts';
import { GetBuilding } from './building/get-building.ts';
import { GetMyAgreement } from './agreements/get-my-agreement.ts';
import { GetMyApplication } from './agreements/get-my-application.ts';
import { GetMyDues } from './payments/get-my-dues.ts';
import { GetReceipt } from './payments/get-receipt.ts';
import { GetRentSchedule } from './building/get-rent-schedule.ts';
import { GetRentCollection } from './payments/get-rent-collection.ts';
import { HandlePaymentWebhook } from './payments/handle-payment-webhook.ts';
import { IdentifyCaller } from './identity/identify-caller.ts';
import { ImportApartments } from './apartments/import-apartments.ts';
import { IsFormerResident } from './agreements/is-former-resident.ts';
import { ListAgreementRequests } from './agreements/list-agreement-requests.ts';
import { ListAnnouncements } from './announcements/list-announcements.ts';
import { ListApartments } from './apartments/list-apartments.ts';
import { ListAuditLog } from './audit/list-audit-log.ts';
import { ListBuildingApartments } from './apartments/list-building-apartments.ts';
import { ListCoupons } from './coupons/list-coupons.ts';
import { ListMembers } from './members/list-members.ts';
import { ListPayments } from './payments/list-payments.ts';
import { MakeAdmin } from './members/make-admin.ts';
import { PostAnnouncement } from './announcements/post-announcement.ts';
import { RecordPayment } from './payments/record-payment.ts';
import { RemoveMember } from './members/remove-member.ts';
import { RetireApartment } from './apartments/retire-apartment.ts';
import { SaveBuilding } from './building/save-building.ts';
import { SaveOwnProfile } from './members/save-own-profile.ts';
import { SaveRentSchedule } from './building/save-rent-schedule.ts';
import { SeedDemoData } from './demo/seed-demo-data.ts';
import { SeedDemoResidents } from './demo/seed-demo-residents.ts';
import { SetApartmentPhoto } from './apartments/set-apartment-photo.ts';
import { ToggleCoupon } from './coupons/toggle-coupon.ts';
import { WithdrawAgreement } from './agreements/withdraw-agreement.ts';
import { ChangeRequestStatus } from './maintenance/change-request-status.ts';
import { CloseRequest } from './maintenance/close-request.ts';
import { CommentOnRequest } from './maintenance/comment-on-request.ts';
import { GetMaintenanceSummary } from './maintenance/get-maintenance-summary.ts';
import { GetRequest } from './maintenance/get-request.ts';
import { GetRequestPhoto } from './maintenance/get-request-photo.ts';
import { ListMaintenanceBoard } from './maintenance/list-maintenance-board.ts';
import { ListMyRequests } from './maintenance/list-my-requests.ts';
import { ReopenRequest } from './maintenance/reopen-request.ts';
import { ReportProblem } from './maintenance/report-problem.ts';

/** The stores the use cases work on. */
export interface Repositories {
  readonly apartments: Apartments;
  readonly photos: ApartmentPhotos;
  readonly users: Users;
  readonly agreements: Agreements;
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
  readonly uow: UnitOfWork;
}

/** Everything else the use cases need from outside, each behind its port. */
export interface Services {
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly calendar: Calendar;
  readonly gateway: PaymentGateway;
  readonly verifier: IdentityVerifier;
  readonly accounts: IdentityAccounts;
  readonly photoProcessor: PhotoProcessor;
  readonly logger: Logger;
  readonly unsubscribeTokens: UnsubscribeTokens;
  /** How emails go out; without one they stay queued in the outbox and nothing delivers them. */
  readonly mailer?: Mailer;
  /** The building's details until an admin saves them. */
  readonly buildingDefaults: Building;
}

/**
 * Every use case of the product, wired once from its ports by plain code: a new use case is one import and one line
 * here, and every caller (the HTTP routes, the CLI, the start-up seed) reaches it through this object.
 */
export function createUseCases(r: Repositories, s: Services) {
  const { apartments, photos, users, agreements, coupons, announcements, payments, maintenance, uow } = r;
  const { clock, ids, calendar, gateway, logger } = s;
  const audit = new AuditTrail(r.audit, ids, clock);
  const notifier = notifierOver(r, ids, clock);
  const rereader = new Rereader(announcements, users);
  const getBuilding = new GetBuilding(r.building, s.buildingDefaults);
  const getRentSchedule = new GetRentSchedule(r.rentSchedules);
  const rentSchedule = () => getRentSchedule.execute();
  const recordPayment = new RecordPayment(agreements, payments, gateway, uow, ids, clock, logger, calendar, notifier);
  return {
    identifyCaller: new IdentifyCaller(s.verifier, users),
    saveOwnProfile: new SaveOwnProfile(users, uow, ids),
    makeAdmin: new MakeAdmin(s.accounts, users, uow, ids, audit),
    listMembers: new ListMembers(users, agreements, payments, clock, calendar),
    removeMember: new RemoveMember(users, agreements, uow, clock, audit, gateway, logger, calendar, notifier),
    getAdminSummary: new GetAdminSummary(apartments, users),
    listAuditLog: new ListAuditLog(r.audit),

    getBuilding,
    saveBuilding: new SaveBuilding(r.building, getBuilding, uow, audit),
    getRentSchedule,
    saveRentSchedule: new SaveRentSchedule(r.rentSchedules, getRentSchedule, uow, audit),

    listApartments: new ListApartments(apartments),
    listBuildingApartments: new ListBuildingApartments(apartments),
    addApartment: new AddApartment(apartments, uow, ids, audit),
    changeRent: new ChangeRent(apartments, uow, audit),
    setApartmentPhoto: new SetApartmentPhoto(apartments, photos, s.photoProcessor, uow, ids, clock, audit),
    getApartmentPhoto: new GetApartmentPhoto(photos),
    retireApartment: new RetireApartment(apartments, agreements, uow, clock, audit),
    importApartments: new ImportApartments(apartments, uow, ids, audit),

    applyForAgreement: new ApplyForAgreement(apartments, agreements, uow, ids, clock),
    getMyAgreement: new GetMyAgreement(agreements),
    getMyApplication: new GetMyApplication(agreements),
    withdrawAgreement: new WithdrawAgreement(agreements, uow, clock, audit),
    listAgreementRequests: new ListAgreementRequests(agreements, payments, clock, calendar),
    isFormerResident: new IsFormerResident(agreements),
    decideAgreement: new DecideAgreement(agreements, users, uow, ids, clock, audit, calendar, notifier),

    listCoupons: new ListCoupons(coupons, clock, calendar),
    checkCoupon: new CheckCoupon(coupons, payments, clock, calendar),
    addCoupon: new AddCoupon(coupons, uow, ids, clock, audit, calendar),
    toggleCoupon: new ToggleCoupon(coupons, uow, audit),

    createPaymentIntent: new CreatePaymentIntent(agreements, coupons, payments, gateway, uow, ids, clock, calendar),
    recordPayment,
    handlePaymentWebhook: new HandlePaymentWebhook(recordPayment, r.processedEvents, logger),
    listPayments: new ListPayments(payments),
    getMyDues: new GetMyDues(agreements, payments, clock, calendar, rentSchedule),
    getReceipt: new GetReceipt(payments),
    getRentCollection: new GetRentCollection(agreements, payments, clock, calendar),
    getArrears: new GetArrears(agreements, payments, clock, calendar),

    listAnnouncements: new ListAnnouncements(announcements),
    postAnnouncement: new PostAnnouncement(announcements, uow, ids, clock, audit, users, notifier),
    editAnnouncement: new EditAnnouncement(announcements, uow, clock, audit, users, notifier),
    deleteAnnouncement: new DeleteAnnouncement(announcements, uow, audit),

    reportProblem: new ReportProblem(
      agreements,
      users,
      maintenance,
      s.photoProcessor,
      getBuilding,
      uow,
      ids,
      clock,
      calendar,
      notifier,
    ),
    listMyRequests: new ListMyRequests(maintenance, clock),
    getRequest: new GetRequest(maintenance, clock),
    getRequestPhoto: new GetRequestPhoto(maintenance),
    listMaintenanceBoard: new ListMaintenanceBoard(maintenance, clock),
    changeRequestStatus: new ChangeRequestStatus(maintenance, uow, clock, audit, notifier),
    commentOnRequest: new CommentOnRequest(maintenance, uow, clock, audit, notifier),
    reopenRequest: new ReopenRequest(maintenance, uow, clock),
    closeRequest: new CloseRequest(maintenance, uow, clock),
    getMaintenanceSummary: new GetMaintenanceSummary(maintenance, clock, calendar),

    listNotifications: new ListNotifications(r.inbox, rereader),
    countUnreadNotifications: new CountUnreadNotifications(r.inbox),
    markNotificationsRead: new MarkNotificationsRead(r.inbox, clock),
    getEmailChoices: new GetEmailChoices(r.emailChoices),
    saveEmailChoices: new SaveEmailChoices(r.emailChoices, uow),
    setLanguage: new SetLanguage(users, uow),
    unsubscribe: new Unsubscribe(s.unsubscribeTokens, r.emailChoices, uow),
    listEmails: new ListEmails(r.outbox, rereader),
    retryEmail: new RetryEmail(r.outbox, uow, clock, audit, rereader),
    deliverEmails: s.mailer
      ? new DeliverEmails(r.outbox, s.mailer, getBuilding, ids, clock, logger, rereader)
      : undefined,
    // The schedule is read afresh each round, so an admin's change applies from the next one.
    sendRentReminders: new SendRentReminders(
      agreements,
      payments,
      r.sentReminders,
      notifier,
      uow,
      clock,
      calendar,
      rentSchedule,
    ),

    seedDemoData: new SeedDemoData(apartments, coupons, announcements, uow, ids, clock, rentSchedule),
    seedDemoResidents: new SeedDemoResidents(apartments, users, agreements, payments, uow, ids, clock, calendar),
  };
}

export type UseCases = ReturnType<typeof createUseCases>;

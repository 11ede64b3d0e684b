import { ApartmentRow, ApartmentPhotoRow } from '../apartments/entity.ts';
import { UserRow } from '../members/entity.ts';
import { AgreementRow, RenewalOfferRow, RentChangeRow, TenantDetailsRow } from '../agreements/entity.ts';
import { FinalStatementRow } from '../move-out/entity.ts';
import { CouponRow } from '../coupons/entity.ts';
import { AnnouncementRow } from '../announcements/entity.ts';
import { PaymentRow, ProcessedEventRow, SandboxIntentRow } from '../payments/entity.ts';
import { AuditRow } from '../audit/entity.ts';
import { BuildingDetailsRow, RentScheduleRow } from '../building/entity.ts';
import { MaintenanceRequestRow, MaintenanceHistoryRow, MaintenancePhotoRow } from '../maintenance/entity.ts';
import {
  NotificationRow,
  EmailRow,
  EmailAttemptRow,
  EmailChoicesRow,
  SentReminderRow,
} from '../notifications/entity.ts';
import { ParkingSpaceRow } from '../parking/entity.ts';
import { AutopayAttemptRow, AutopaySettingRow } from '../autopay/entity.ts';
import { CommonSpaceRow, SpaceBookingRow } from '../common-spaces/entity.ts';
import { OnlinePaymentRow } from '../online-payments/entity.ts';
import { LedgerEntryRow } from '../ledger/entity.ts';
import { RecurringChargeRow } from '../charges/entity.ts';
import { PaymentReportRow } from '../payment-reports/entity.ts';
import { LateFeeRuleRow } from '../late-fees/entity.ts';
import { StaffMemberRow, VisitorSettingsRow, VisitRow } from '../front-desk/entity.ts';
import { ParcelPhotoRow, ParcelRow } from '../parcels/entity.ts';

/*
 * Every table's entity, registered with the ORM. Entities are table rows, not domain objects: each area's
 * repository maps them explicitly (<area>/mapper.ts), so the ORM stays in the persistence adapter. Only columns
 * are declared in an entity; indexes and constraints live in the migrations, which are the one source of truth
 * for the schema (partial unique indexes cannot be expressed as entity metadata anyway).
 */
export const ENTITIES = [
  ApartmentRow,
  ApartmentPhotoRow,
  UserRow,
  AgreementRow,
  TenantDetailsRow,
  RentChangeRow,
  RenewalOfferRow,
  FinalStatementRow,
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
  ParkingSpaceRow,
  CommonSpaceRow,
  SpaceBookingRow,
  OnlinePaymentRow,
  AutopaySettingRow,
  AutopayAttemptRow,
  LedgerEntryRow,
  RecurringChargeRow,
  PaymentReportRow,
  LateFeeRuleRow,
  StaffMemberRow,
  VisitRow,
  VisitorSettingsRow,
  ParcelRow,
  ParcelPhotoRow,
];

import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000Initial as PostgresInitial } from './postgresql/Migration20261122000000Initial.ts';
import { Migration20261122010000PaymentState as PostgresPaymentState } from './postgresql/Migration20261122010000PaymentState.ts';
import { Migration20261122020000Receipts as PostgresReceipts } from './postgresql/Migration20261122020000Receipts.ts';
import { Migration20261122030000CatalogueVersion as PostgresCatalogueVersion } from './postgresql/Migration20261122030000CatalogueVersion.ts';
import { Migration20261123000000AvailabilityVersion as PostgresAvailabilityVersion } from './postgresql/Migration20261123000000AvailabilityVersion.ts';
import { Migration20261124000000Leases as PostgresLeases } from './postgresql/Migration20261124000000Leases.ts';
import { Migration20261125000000ApartmentsOwned as PostgresApartmentsOwned } from './postgresql/Migration20261125000000ApartmentsOwned.ts';
import { Migration20261126000000BuildingDetails as PostgresBuildingDetails } from './postgresql/Migration20261126000000BuildingDetails.ts';
import { Migration20261127000000CatalogueTriggers as PostgresCatalogueTriggers } from './postgresql/Migration20261127000000CatalogueTriggers.ts';
import { Migration20261128000000AuditLabels as PostgresAuditLabels } from './postgresql/Migration20261128000000AuditLabels.ts';
import { Migration20261129000000AnnouncementEdits as PostgresAnnouncementEdits } from './postgresql/Migration20261129000000AnnouncementEdits.ts';
import { Migration20261130000000MaintenanceRequests as PostgresMaintenanceRequests } from './postgresql/Migration20261130000000MaintenanceRequests.ts';
import { Migration20261201000000MaintenancePhotos as PostgresMaintenancePhotos } from './postgresql/Migration20261201000000MaintenancePhotos.ts';
import { Migration20261202000000Notifications as PostgresNotifications } from './postgresql/Migration20261202000000Notifications.ts';
import { Migration20261203000000RentSchedule as PostgresRentSchedule } from './postgresql/Migration20261203000000RentSchedule.ts';
import { Migration20261204000000UserLanguage as PostgresUserLanguage } from './postgresql/Migration20261204000000UserLanguage.ts';
import { Migration20261206000000NotificationEvents as PostgresNotificationEvents } from './postgresql/Migration20261206000000NotificationEvents.ts';
import { Migration20261206010000RejectionReason as PostgresRejectionReason } from './postgresql/Migration20261206010000RejectionReason.ts';
import { Migration20261209000000LeasesCoverPayments as PostgresLeasesCoverPayments } from './postgresql/Migration20261209000000LeasesCoverPayments.ts';
import { Migration20261210000000EmailPriority as PostgresEmailPriority } from './postgresql/Migration20261210000000EmailPriority.ts';
import { Migration20261217000000ParkingSpaces as PostgresParkingSpaces } from './postgresql/Migration20261217000000ParkingSpaces.ts';
import { Migration20261218000000LedgerEntries as PostgresLedgerEntries } from './postgresql/Migration20261218000000LedgerEntries.ts';
import { Migration20261219000000RecurringCharges as PostgresRecurringCharges } from './postgresql/Migration20261219000000RecurringCharges.ts';
import { Migration20261220000000PaymentReports as PostgresPaymentReports } from './postgresql/Migration20261220000000PaymentReports.ts';
import { Migration20261222000000LateFees as PostgresLateFees } from './postgresql/Migration20261222000000LateFees.ts';
import { Migration20261223000000TenantDetails as PostgresTenantDetails } from './postgresql/Migration20261223000000TenantDetails.ts';
import { Migration20261224000000LeaseTerms as PostgresLeaseTerms } from './postgresql/Migration20261224000000LeaseTerms.ts';
import { Migration20261225000000AdminEmailTopics as PostgresAdminEmailTopics } from './postgresql/Migration20261225000000AdminEmailTopics.ts';
import { Migration20261226000000LeaseChanges as PostgresLeaseChanges } from './postgresql/Migration20261226000000LeaseChanges.ts';
import { Migration20261230000000FrontDesk as PostgresFrontDesk } from './postgresql/Migration20261230000000FrontDesk.ts';
import { Migration20261227000000FinalStatements as PostgresFinalStatements } from './postgresql/Migration20261227000000FinalStatements.ts';
import { Migration20261231000000CommonSpaces as PostgresCommonSpaces } from './postgresql/Migration20261231000000CommonSpaces.ts';
import { Migration20270103000000MaintenanceAssignees as PostgresMaintenanceAssignees } from './postgresql/Migration20270103000000MaintenanceAssignees.ts';
import { Migration20270104000000OnlinePayments as PostgresOnlinePayments } from './postgresql/Migration20270104000000OnlinePayments.ts';
import { Migration20270105000000Parcels as PostgresParcels } from './postgresql/Migration20270105000000Parcels.ts';
import { Migration20270106000000OnlinePaymentRefunds as PostgresOnlinePaymentRefunds } from './postgresql/Migration20270106000000OnlinePaymentRefunds.ts';
import { Migration20270107000000Autopay as PostgresAutopay } from './postgresql/Migration20270107000000Autopay.ts';
import { Migration20270108000000RefundsByHand as PostgresRefundsByHand } from './postgresql/Migration20270108000000RefundsByHand.ts';
import { Migration20261122000000Initial as SqliteInitial } from './sqlite/Migration20261122000000Initial.ts';
import { Migration20261122010000PaymentState as SqlitePaymentState } from './sqlite/Migration20261122010000PaymentState.ts';
import { Migration20261122020000Receipts as SqliteReceipts } from './sqlite/Migration20261122020000Receipts.ts';
import { Migration20261122030000CatalogueVersion as SqliteCatalogueVersion } from './sqlite/Migration20261122030000CatalogueVersion.ts';
import { Migration20261123000000AvailabilityVersion as SqliteAvailabilityVersion } from './sqlite/Migration20261123000000AvailabilityVersion.ts';
import { Migration20261124000000Leases as SqliteLeases } from './sqlite/Migration20261124000000Leases.ts';
import { Migration20261125000000ApartmentsOwned as SqliteApartmentsOwned } from './sqlite/Migration20261125000000ApartmentsOwned.ts';
import { Migration20261126000000BuildingDetails as SqliteBuildingDetails } from './sqlite/Migration20261126000000BuildingDetails.ts';
import { Migration20261127000000CatalogueTriggers as SqliteCatalogueTriggers } from './sqlite/Migration20261127000000CatalogueTriggers.ts';
import { Migration20261128000000AuditLabels as SqliteAuditLabels } from './sqlite/Migration20261128000000AuditLabels.ts';
import { Migration20261129000000AnnouncementEdits as SqliteAnnouncementEdits } from './sqlite/Migration20261129000000AnnouncementEdits.ts';
import { Migration20261130000000MaintenanceRequests as SqliteMaintenanceRequests } from './sqlite/Migration20261130000000MaintenanceRequests.ts';
import { Migration20261201000000MaintenancePhotos as SqliteMaintenancePhotos } from './sqlite/Migration20261201000000MaintenancePhotos.ts';
import { Migration20261202000000Notifications as SqliteNotifications } from './sqlite/Migration20261202000000Notifications.ts';
import { Migration20261203000000RentSchedule as SqliteRentSchedule } from './sqlite/Migration20261203000000RentSchedule.ts';
import { Migration20261204000000UserLanguage as SqliteUserLanguage } from './sqlite/Migration20261204000000UserLanguage.ts';
import { Migration20261206000000NotificationEvents as SqliteNotificationEvents } from './sqlite/Migration20261206000000NotificationEvents.ts';
import { Migration20261206010000RejectionReason as SqliteRejectionReason } from './sqlite/Migration20261206010000RejectionReason.ts';
import { Migration20261209000000LeasesCoverPayments as SqliteLeasesCoverPayments } from './sqlite/Migration20261209000000LeasesCoverPayments.ts';
import { Migration20261210000000EmailPriority as SqliteEmailPriority } from './sqlite/Migration20261210000000EmailPriority.ts';
import { Migration20261217000000ParkingSpaces as SqliteParkingSpaces } from './sqlite/Migration20261217000000ParkingSpaces.ts';
import { Migration20261218000000LedgerEntries as SqliteLedgerEntries } from './sqlite/Migration20261218000000LedgerEntries.ts';
import { Migration20261219000000RecurringCharges as SqliteRecurringCharges } from './sqlite/Migration20261219000000RecurringCharges.ts';
import { Migration20261220000000PaymentReports as SqlitePaymentReports } from './sqlite/Migration20261220000000PaymentReports.ts';
import { Migration20261222000000LateFees as SqliteLateFees } from './sqlite/Migration20261222000000LateFees.ts';
import { Migration20261223000000TenantDetails as SqliteTenantDetails } from './sqlite/Migration20261223000000TenantDetails.ts';
import { Migration20261224000000LeaseTerms as SqliteLeaseTerms } from './sqlite/Migration20261224000000LeaseTerms.ts';
import { Migration20261225000000AdminEmailTopics as SqliteAdminEmailTopics } from './sqlite/Migration20261225000000AdminEmailTopics.ts';
import { Migration20261226000000LeaseChanges as SqliteLeaseChanges } from './sqlite/Migration20261226000000LeaseChanges.ts';
import { Migration20261230000000FrontDesk as SqliteFrontDesk } from './sqlite/Migration20261230000000FrontDesk.ts';
import { Migration20261227000000FinalStatements as SqliteFinalStatements } from './sqlite/Migration20261227000000FinalStatements.ts';
import { Migration20261231000000CommonSpaces as SqliteCommonSpaces } from './sqlite/Migration20261231000000CommonSpaces.ts';
import { Migration20270103000000MaintenanceAssignees as SqliteMaintenanceAssignees } from './sqlite/Migration20270103000000MaintenanceAssignees.ts';
import { Migration20270104000000OnlinePayments as SqliteOnlinePayments } from './sqlite/Migration20270104000000OnlinePayments.ts';
import { Migration20270105000000Parcels as SqliteParcels } from './sqlite/Migration20270105000000Parcels.ts';
import { Migration20270106000000OnlinePaymentRefunds as SqliteOnlinePaymentRefunds } from './sqlite/Migration20270106000000OnlinePaymentRefunds.ts';
import { Migration20270107000000Autopay as SqliteAutopay } from './sqlite/Migration20270107000000Autopay.ts';
import { Migration20270108000000RefundsByHand as SqliteRefundsByHand } from './sqlite/Migration20270108000000RefundsByHand.ts';

/*
 * Migrations are listed here rather than discovered from the file system, so they run the same under tsx,
 * vitest and any bundle. The names are what the migrations table records: never rename one.
 * A new migration is a new file in both folders and a new line at the end of both lists.
 */
export const MIGRATIONS: Record<'sqlite' | 'postgresql', MigrationObject[]> = {
  sqlite: [
    { name: 'Migration20261122000000Initial', class: SqliteInitial },
    { name: 'Migration20261122010000PaymentState', class: SqlitePaymentState },
    { name: 'Migration20261122020000Receipts', class: SqliteReceipts },
    { name: 'Migration20261122030000CatalogueVersion', class: SqliteCatalogueVersion },
    { name: 'Migration20261123000000AvailabilityVersion', class: SqliteAvailabilityVersion },
    { name: 'Migration20261124000000Leases', class: SqliteLeases },
    { name: 'Migration20261125000000ApartmentsOwned', class: SqliteApartmentsOwned },
    { name: 'Migration20261126000000BuildingDetails', class: SqliteBuildingDetails },
    { name: 'Migration20261127000000CatalogueTriggers', class: SqliteCatalogueTriggers },
    { name: 'Migration20261128000000AuditLabels', class: SqliteAuditLabels },
    { name: 'Migration20261129000000AnnouncementEdits', class: SqliteAnnouncementEdits },
    { name: 'Migration20261130000000MaintenanceRequests', class: SqliteMaintenanceRequests },
    { name: 'Migration20261201000000MaintenancePhotos', class: SqliteMaintenancePhotos },
    { name: 'Migration20261202000000Notifications', class: SqliteNotifications },
    { name: 'Migration20261203000000RentSchedule', class: SqliteRentSchedule },
    { name: 'Migration20261204000000UserLanguage', class: SqliteUserLanguage },
    { name: 'Migration20261206000000NotificationEvents', class: SqliteNotificationEvents },
    { name: 'Migration20261206010000RejectionReason', class: SqliteRejectionReason },
    { name: 'Migration20261209000000LeasesCoverPayments', class: SqliteLeasesCoverPayments },
    { name: 'Migration20261210000000EmailPriority', class: SqliteEmailPriority },
    { name: 'Migration20261217000000ParkingSpaces', class: SqliteParkingSpaces },
    { name: 'Migration20261218000000LedgerEntries', class: SqliteLedgerEntries },
    { name: 'Migration20261219000000RecurringCharges', class: SqliteRecurringCharges },
    { name: 'Migration20261220000000PaymentReports', class: SqlitePaymentReports },
    { name: 'Migration20261222000000LateFees', class: SqliteLateFees },
    { name: 'Migration20261223000000TenantDetails', class: SqliteTenantDetails },
    { name: 'Migration20261224000000LeaseTerms', class: SqliteLeaseTerms },
    { name: 'Migration20261225000000AdminEmailTopics', class: SqliteAdminEmailTopics },
    { name: 'Migration20261226000000LeaseChanges', class: SqliteLeaseChanges },
    { name: 'Migration20261227000000FinalStatements', class: SqliteFinalStatements },
    { name: 'Migration20261230000000FrontDesk', class: SqliteFrontDesk },
    { name: 'Migration20261231000000CommonSpaces', class: SqliteCommonSpaces },
    { name: 'Migration20270103000000MaintenanceAssignees', class: SqliteMaintenanceAssignees },
    { name: 'Migration20270104000000OnlinePayments', class: SqliteOnlinePayments },
    { name: 'Migration20270105000000Parcels', class: SqliteParcels },
    { name: 'Migration20270106000000OnlinePaymentRefunds', class: SqliteOnlinePaymentRefunds },
    { name: 'Migration20270107000000Autopay', class: SqliteAutopay },
    { name: 'Migration20270108000000RefundsByHand', class: SqliteRefundsByHand },
  ],
  postgresql: [
    { name: 'Migration20261122000000Initial', class: PostgresInitial },
    { name: 'Migration20261122010000PaymentState', class: PostgresPaymentState },
    { name: 'Migration20261122020000Receipts', class: PostgresReceipts },
    { name: 'Migration20261122030000CatalogueVersion', class: PostgresCatalogueVersion },
    { name: 'Migration20261123000000AvailabilityVersion', class: PostgresAvailabilityVersion },
    { name: 'Migration20261124000000Leases', class: PostgresLeases },
    { name: 'Migration20261125000000ApartmentsOwned', class: PostgresApartmentsOwned },
    { name: 'Migration20261126000000BuildingDetails', class: PostgresBuildingDetails },
    { name: 'Migration20261127000000CatalogueTriggers', class: PostgresCatalogueTriggers },
    { name: 'Migration20261128000000AuditLabels', class: PostgresAuditLabels },
    { name: 'Migration20261129000000AnnouncementEdits', class: PostgresAnnouncementEdits },
    { name: 'Migration20261130000000MaintenanceRequests', class: PostgresMaintenanceRequests },
    { name: 'Migration20261201000000MaintenancePhotos', class: PostgresMaintenancePhotos },
    { name: 'Migration20261202000000Notifications', class: PostgresNotifications },
    { name: 'Migration20261203000000RentSchedule', class: PostgresRentSchedule },
    { name: 'Migration20261204000000UserLanguage', class: PostgresUserLanguage },
    { name: 'Migration20261206000000NotificationEvents', class: PostgresNotificationEvents },
    { name: 'Migration20261206010000RejectionReason', class: PostgresRejectionReason },
    { name: 'Migration20261209000000LeasesCoverPayments', class: PostgresLeasesCoverPayments },
    { name: 'Migration20261210000000EmailPriority', class: PostgresEmailPriority },
    { name: 'Migration20261217000000ParkingSpaces', class: PostgresParkingSpaces },
    { name: 'Migration20261218000000LedgerEntries', class: PostgresLedgerEntries },
    { name: 'Migration20261219000000RecurringCharges', class: PostgresRecurringCharges },
    { name: 'Migration20261220000000PaymentReports', class: PostgresPaymentReports },
    { name: 'Migration20261222000000LateFees', class: PostgresLateFees },
    { name: 'Migration20261223000000TenantDetails', class: PostgresTenantDetails },
    { name: 'Migration20261224000000LeaseTerms', class: PostgresLeaseTerms },
    { name: 'Migration20261225000000AdminEmailTopics', class: PostgresAdminEmailTopics },
    { name: 'Migration20261226000000LeaseChanges', class: PostgresLeaseChanges },
    { name: 'Migration20261227000000FinalStatements', class: PostgresFinalStatements },
    { name: 'Migration20261230000000FrontDesk', class: PostgresFrontDesk },
    { name: 'Migration20261231000000CommonSpaces', class: PostgresCommonSpaces },
    { name: 'Migration20270103000000MaintenanceAssignees', class: PostgresMaintenanceAssignees },
    { name: 'Migration20270104000000OnlinePayments', class: PostgresOnlinePayments },
    { name: 'Migration20270105000000Parcels', class: PostgresParcels },
    { name: 'Migration20270106000000OnlinePaymentRefunds', class: PostgresOnlinePaymentRefunds },
    { name: 'Migration20270107000000Autopay', class: PostgresAutopay },
    { name: 'Migration20270108000000RefundsByHand', class: PostgresRefundsByHand },
  ],
};

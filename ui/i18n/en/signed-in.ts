/**
 * The words the first page does without: the signed-in screens' (the dashboard's, the apply form's), and what the
 * server's refusals say, which a guest meets only once refused. They load with the code that says them
 * (`withSignedInWords`, ui/lib/i18n/intl.tsx); ./public.ts holds the rest.
 */
import { admin } from './admin.ts';
import { errors } from './errors.ts';
import { agreements } from './agreements.ts';
import { announcements } from './announcements.ts';
import { arrears } from './arrears.ts';
import { auditLog } from './auditLog.ts';
import { books } from './books.ts';
import { building } from './building.ts';
import { coupons } from './coupons.ts';
import { emailDelivery } from './emailDelivery.ts';
import { maintenance } from './maintenance.ts';
import { manageApartments } from './manageApartments.ts';
import { members } from './members.ts';
import { notices } from './notices.ts';
import { payments } from './payments.ts';
import { profile } from './profile.ts';
import { receipts } from './receipts.ts';
import { reports } from './reports.ts';
import { rentCollection } from './rentCollection.ts';
import { parking } from './parking.ts';
import { onlinePayments } from './onlinePayments.ts';
import { frontDesk } from './frontDesk.ts';
import { commonSpaces } from './commonSpaces.ts';
import { parcels } from './parcels.ts';
import { tenant } from './tenant.ts';
import { charges } from './charges.ts';
import { myAccount } from './myAccount.ts';
import { paymentReports } from './paymentReports.ts';
import { lateFees } from './lateFees.ts';
import { leaseChanges } from './leaseChanges.ts';
import { autopay } from './autopay.ts';
import { moveOut } from './moveOut.ts';

export const signedInWords = {
  ...admin,
  ...errors,
  ...agreements,
  ...announcements,
  ...arrears,
  ...auditLog,
  ...books,
  ...building,
  ...coupons,
  ...emailDelivery,
  ...maintenance,
  ...manageApartments,
  ...members,
  ...notices,
  ...payments,
  ...profile,
  ...receipts,
  ...reports,
  ...rentCollection,
  ...parking,
  ...onlinePayments,
  ...frontDesk,
  ...commonSpaces,
  ...parcels,
  ...tenant,
  ...charges,
  ...myAccount,
  ...paymentReports,
  ...lateFees,
  ...leaseChanges,
  ...autopay,
  ...moveOut,
} as const;

/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
import { shell } from './shell.ts';
import { admin } from './admin.ts';
import { agreements } from './agreements.ts';
import { announcements } from './announcements.ts';
import { apartments } from './apartments.ts';
import { arrears } from './arrears.ts';
import { auditLog } from './auditLog.ts';
import { auth } from './auth.ts';
import { books } from './books.ts';
import { building } from './building.ts';
import { common } from './common.ts';
import { coupons } from './coupons.ts';
import { emailDelivery } from './emailDelivery.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';
import { info } from './info.ts';
import { maintenance } from './maintenance.ts';
import { manageApartments } from './manageApartments.ts';
import { members } from './members.ts';
import { notFound } from './notFound.ts';
import { notices } from './notices.ts';
import { notifications } from './notifications.ts';
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

export const bn: Messages = {
  ...shell,
  ...admin,
  ...agreements,
  ...announcements,
  ...apartments,
  ...arrears,
  ...auditLog,
  ...auth,
  ...books,
  ...building,
  ...common,
  ...coupons,
  ...emailDelivery,
  ...errors,
  ...home,
  ...info,
  ...maintenance,
  ...manageApartments,
  ...members,
  ...notFound,
  ...notices,
  ...notifications,
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
};

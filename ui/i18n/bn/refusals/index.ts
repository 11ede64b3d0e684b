/** What the server's refusals say, area by area, in Bangla (as ../../en/refusals/index.ts in English). */
import type { refusals as english } from '@/i18n/en/refusals/index.ts';
import { agreementsRefusals } from './agreements.ts';
import { announcementsRefusals } from './announcements.ts';
import { apartmentsRefusals } from './apartments.ts';
import { authRefusals } from './auth.ts';
import { autopayRefusals } from './autopay.ts';
import { booksRefusals } from './books.ts';
import { buildingRefusals } from './building.ts';
import { chargesRefusals } from './charges.ts';
import { commonSpacesRefusals } from './commonSpaces.ts';
import { couponsRefusals } from './coupons.ts';
import { emailDeliveryRefusals } from './emailDelivery.ts';
import { frontDeskRefusals } from './frontDesk.ts';
import { lateFeesRefusals } from './lateFees.ts';
import { leaseChangesRefusals } from './leaseChanges.ts';
import { maintenanceRefusals } from './maintenance.ts';
import { manageApartmentsRefusals } from './manageApartments.ts';
import { membersRefusals } from './members.ts';
import { moveOutRefusals } from './moveOut.ts';
import { onlinePaymentsRefusals } from './onlinePayments.ts';
import { parcelsRefusals } from './parcels.ts';
import { parkingRefusals } from './parking.ts';
import { paymentReportsRefusals } from './paymentReports.ts';
import { paymentsRefusals } from './payments.ts';
import { tenantRefusals } from './tenant.ts';

export const refusals: Record<keyof typeof english, string> = {
  ...agreementsRefusals,
  ...announcementsRefusals,
  ...apartmentsRefusals,
  ...authRefusals,
  ...autopayRefusals,
  ...booksRefusals,
  ...buildingRefusals,
  ...chargesRefusals,
  ...commonSpacesRefusals,
  ...couponsRefusals,
  ...emailDeliveryRefusals,
  ...frontDeskRefusals,
  ...lateFeesRefusals,
  ...leaseChangesRefusals,
  ...maintenanceRefusals,
  ...manageApartmentsRefusals,
  ...membersRefusals,
  ...moveOutRefusals,
  ...onlinePaymentsRefusals,
  ...parcelsRefusals,
  ...parkingRefusals,
  ...paymentReportsRefusals,
  ...paymentsRefusals,
  ...tenantRefusals,
};

/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
import { shell } from './shell.ts';
import { manageApartments } from './manageApartments.ts';
import { agreements } from './agreements.ts';
import { emailDelivery } from './emailDelivery.ts';
import { coupons } from './coupons.ts';
import { auditLog } from './auditLog.ts';
import { rentCollection } from './rentCollection.ts';
import { arrears } from './arrears.ts';
import { members } from './members.ts';
import { admin } from './admin.ts';

export const bn: Messages = {
  ...shell,
  ...manageApartments,
  ...agreements,
  ...emailDelivery,
  ...coupons,
  ...auditLog,
  ...rentCollection,
  ...arrears,
  ...members,
  ...admin,
};

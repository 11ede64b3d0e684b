/**
 * Every English string of the web app by id, one file per area; the Bangla catalogue (../bn) must hold the same ids,
 * which the type checker enforces. Ids name the area first: `nav.home`, `menu.myProfile`.
 */
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

export const en = {
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
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

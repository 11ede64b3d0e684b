/**
 * Every English string of the web app by id, one file per area; the Bangla catalogue (../bn) must hold the same ids,
 * which the type checker enforces. Ids name the area first: `nav.home`, `menu.myProfile`.
 */
import { shell } from './shell.ts';
import { announcements } from './announcements.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { building } from './building.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { maintenance } from './maintenance.ts';
import { notFound } from './notFound.ts';
import { notifications } from './notifications.ts';
import { payments } from './payments.ts';
import { profile } from './profile.ts';
import { receipts } from './receipts.ts';

export const en = {
  ...shell,
  ...announcements,
  ...apartments,
  ...auth,
  ...building,
  ...common,
  ...home,
  ...maintenance,
  ...notFound,
  ...notifications,
  ...payments,
  ...profile,
  ...receipts,
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

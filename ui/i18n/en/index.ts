/**
 * Every English string of the web app by id, one file per area; the Bangla catalogue (../bn) must hold the same ids,
 * which the type checker enforces. Ids name the area first: `nav.home`, `menu.myProfile`.
 */
import { shell } from './shell.ts';
import { profile } from './profile.ts';
import { payments } from './payments.ts';
import { receipts } from './receipts.ts';
import { notifications } from './notifications.ts';
import { announcements } from './announcements.ts';

export const en = { ...shell, ...profile, ...payments, ...receipts, ...notifications, ...announcements } as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
import { shell } from './shell.ts';
import { profile } from './profile.ts';
import { payments } from './payments.ts';
import { receipts } from './receipts.ts';
import { notifications } from './notifications.ts';
import { announcements } from './announcements.ts';

export const bn: Messages = { ...shell, ...profile, ...payments, ...receipts, ...notifications, ...announcements };

/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
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

export const bn: Messages = {
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
};

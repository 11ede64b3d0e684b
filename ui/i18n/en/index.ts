/**
 * Every English string of the web app by id, one file per area; the Bangla catalogue (../bn) must hold the same ids,
 * which the type checker enforces. Ids name the area first: `nav.home`, `menu.myProfile`.
 */
import { maintenance } from './maintenance.ts';
import { shell } from './shell.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { building } from './building.ts';
import { notFound } from './notFound.ts';

export const en = {
  ...shell,
  ...maintenance,
  ...common,
  ...home,
  ...apartments,
  ...auth,
  ...building,
  ...notFound,
} as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

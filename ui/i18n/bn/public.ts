/** The words the app holds from its first page, in Bangla (as ../en/public.ts in English). */
import type { publicWords as english } from '../en/public.ts';
import { shell } from './shell.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { notFound } from './notFound.ts';
import { info } from './info.ts';
import { notifications } from './notifications.ts';

export const publicWords: Record<keyof typeof english, string> = {
  ...shell,
  ...common,
  ...home,
  ...apartments,
  ...auth,
  ...notFound,
  ...info,
  ...notifications,
};

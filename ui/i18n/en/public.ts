/**
 * The words the app holds from its first page: the public pages' and the frame's (navbar, footer, language switch).
 * The rest (./signed-in.ts) arrives with the code that says it.
 */
import { shell } from './shell.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { notFound } from './notFound.ts';
import { info } from './info.ts';
import { notifications } from './notifications.ts';

export const publicWords = {
  ...shell,
  ...common,
  ...home,
  ...apartments,
  ...auth,
  ...notFound,
  ...info,
  ...notifications,
} as const;

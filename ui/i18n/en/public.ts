/**
 * The words the app holds from its first page: the public pages', the frame's (navbar, menus, footer), and what any
 * request's refusal may say. The signed-in screens' words (./signed-in.ts) arrive with the dashboard's code.
 */
import { shell } from './shell.ts';
import { common } from './common.ts';
import { errors } from './errors.ts';
import { home } from './home.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { notFound } from './notFound.ts';
import { info } from './info.ts';
import { notifications } from './notifications.ts';
import { refusals } from './refusals/index.ts';

export const publicWords = {
  ...shell,
  ...common,
  ...errors,
  ...home,
  ...apartments,
  ...auth,
  ...notFound,
  ...info,
  ...notifications,
  ...refusals,
} as const;

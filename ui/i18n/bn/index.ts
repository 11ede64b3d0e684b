/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
import { maintenance } from './maintenance.ts';
import { shell } from './shell.ts';
import { common } from './common.ts';
import { home } from './home.ts';
import { apartments } from './apartments.ts';
import { auth } from './auth.ts';
import { building } from './building.ts';
import { notFound } from './notFound.ts';

export const bn: Messages = {
  ...shell,
  ...maintenance,
  ...common,
  ...home,
  ...apartments,
  ...auth,
  ...building,
  ...notFound,
};

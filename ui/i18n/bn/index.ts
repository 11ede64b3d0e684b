/** বাংলা: every id of the English catalogue, in Bangla. Loaded as its own chunk only when Bangla is chosen. */
import type { Messages } from '../en/index.ts';
import { maintenance } from './maintenance.ts';
import { shell } from './shell.ts';

export const bn: Messages = { ...shell, ...maintenance };

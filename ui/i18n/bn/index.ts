/** বাংলা: every id of the English catalogue, in Bangla, in the same two parts (./public.ts, ./signed-in.ts). */
import type { Messages } from '../en/index.ts';
import { publicWords } from './public.ts';
import { signedInWords } from './signed-in.ts';

export const bn: Messages = { ...publicWords, ...signedInWords };

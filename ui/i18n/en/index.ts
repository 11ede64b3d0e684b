/**
 * Every English string of the web app by id, one file per area, in two parts: the words the first page needs
 * (./public.ts) and the signed-in screens' (./signed-in.ts). The Bangla catalogue (../bn) must hold the same ids, which
 * the type checker enforces. Ids name the area first: `nav.home`, `menu.myProfile`.
 */
import { publicWords } from './public.ts';
import { signedInWords } from './signed-in.ts';

export const en = { ...publicWords, ...signedInWords } as const;

export type MessageId = keyof typeof en;
export type Messages = Readonly<Record<MessageId, string>>;

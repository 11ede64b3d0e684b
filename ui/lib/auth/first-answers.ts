/**
 * What a dashboard page brought for the person its page session named (the server writes it into the page): their
 * account's id, and the answers of the first screen's reads by the path the app asks them at. An answer is used only
 * once the identity service says that same person is signed in here, and only once: a read asked again goes to /api.
 */

/** The JSON block's id (the server's FIRST_ANSWERS_ID). */
export const FIRST_ANSWERS_ID = 'first-answers';

interface Sent {
  readonly uid: string;
  readonly answers: Readonly<Record<string, unknown>>;
}

const adopted = new Map<string, unknown>();

/** The block the page brought, taken out of the page: it is read once, and the person's data does not stay there. */
function takenFromPage(): Sent | null {
  const block = typeof document === 'undefined' ? null : document.getElementById(FIRST_ANSWERS_ID);
  if (!block) return null;
  block.remove();
  try {
    return JSON.parse(block.textContent ?? '') as Sent;
  } catch {
    return null;
  }
}

/**
 * Told who is signed in (null: nobody) each time that changes: the page's answers become theirs to read, or are
 * dropped. Answers whether the page came with answers at all, and whether they were this person's.
 */
export function adoptFirstAnswers(uid: string | null): { readonly carried: boolean; readonly theirs: boolean } {
  const page = takenFromPage();
  adopted.clear();
  const theirs = page !== null && uid !== null && page.uid === uid;
  if (theirs) for (const [path, answer] of Object.entries(page.answers)) adopted.set(path, answer);
  return { carried: page !== null, theirs };
}

/** The page's answer to a read, as /api would have sent it; undefined when the page brought none (or it was used). */
export function takeFirstAnswer(path: string): Response | undefined {
  if (!adopted.has(path)) return undefined;
  const answer = adopted.get(path);
  adopted.delete(path);
  return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
}

import { request } from '../api-client.ts';

/**
 * The page session: a cookie the server keeps for this browser (scripts cannot read it), with which the dashboard's
 * pages arrive with the signed-in person's first data (first-answers.ts). It is a convenience only: without it a page
 * asks /api as it always could, so a failure here is logged and nothing else.
 */
const quietly = (work: Promise<Response>, what: string) =>
  work.then(
    (res) => {
      if (!res.ok) console.warn(`Could not ${what} the page session: ${res.status}`);
    },
    (error: unknown) => console.warn(`Could not ${what} the page session`, error),
  );

/** Starts (or renews) the page session for whoever is signed in now. */
export const keepPageSession = () => quietly(request('/api/session', { method: 'POST' }), 'start');

/** Ends the page session, so the next page opened here brings nobody's data. */
export const endPageSession = () => quietly(request('/api/session', { method: 'DELETE', anonymous: true }), 'end');

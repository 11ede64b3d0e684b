/**
 * Starts the real Firebase Auth emulator for a test run unless one already answers (tests use their own emails,
 * so runs can share one).
 * Used as a vitest globalSetup; the same helpers give tests real ID tokens.
 */
import { ensureEmulator, stopEmulator } from '../../adapters/identity/auth-emulator.ts';

export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-residency';
export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
const base = `http://${EMULATOR_HOST}`;

export const startEmulator = () => ensureEmulator(EMULATOR_HOST, PROJECT_ID);
export { stopEmulator };

const toolkit = (path: string) => `${base}/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`;

/**
 * Signs up (unless the account exists) and signs in, and returns a real emulator ID token. The token is always a
 * sign-in's: the emulator stamps a new account's sign-in time a moment before the time its tokens are valid from, so
 * the token its sign-up returns is refused as revoked whenever a second begins between the two.
 */
export async function tokenFor(email: string, password = 'Passw0rd!', displayName?: string): Promise<string> {
  const body = JSON.stringify({ email, password, returnSecureToken: true, ...(displayName ? { displayName } : {}) });
  const headers = { 'content-type': 'application/json' };
  await fetch(toolkit('accounts:signUp'), { method: 'POST', headers, body }).then((res) => res.body?.cancel());
  const signIn = await fetch(toolkit('accounts:signInWithPassword'), { method: 'POST', headers, body });
  if (!signIn.ok) throw new Error(`emulator sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

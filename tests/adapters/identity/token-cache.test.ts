/**
 * The verifier remembers verified tokens (a performance measure: see tests/bench), but never for longer than a
 * minute after the identity service last vouched for the account, and never on a call that asks for a
 * revocation check.
 */
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { FirebaseIdentityVerifier } from '../../../adapters/identity/firebase-identity.ts';

const READ = { checkRevoked: false };
const CHECKED = { checkRevoked: true };

/**
 * firebase-admin's verifyIdToken as the verifier sees it: with checkRevoked it refuses a token of a `disabled` or
 * `revoked` account; `down` makes the identity service unreachable.
 */
function fakeAuth(expSeconds: number) {
  const calls: string[] = [];
  const checked: boolean[] = [];
  const state = { disabled: new Set<string>(), revoked: new Set<string>(), down: false };
  const auth = {
    verifyIdToken: async (token: string, checkRevoked = false) => {
      calls.push(token);
      checked.push(checkRevoked);
      if (token === 'bad') throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
      if (state.down) throw Object.assign(new Error('network down'), { code: 'app/network-error' });
      if (checkRevoked && state.disabled.has(token)) {
        throw Object.assign(new Error('The user record is disabled.'), { code: 'auth/user-disabled' });
      }
      if (checkRevoked && state.revoked.has(token)) {
        throw Object.assign(new Error('The Firebase ID token has been revoked.'), { code: 'auth/id-token-revoked' });
      }
      return { uid: `u-${token}`, email: `${token}@example.test`, exp: expSeconds };
    },
  } as unknown as Auth;
  return { auth, calls, checked, state };
}

describe('FirebaseIdentityVerifier token cache', () => {
  it('asks once for the requests that miss the cache together, but never lets a revocation check share', async () => {
    let now = 0;
    const { auth, calls, checked, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    const together = await Promise.all([1, 2, 3, 4, 5].map(() => verifier.verify('a', READ)));
    expect(together).toEqual(Array(5).fill({ uid: 'u-a', email: 'a@example.test' }));
    expect(calls).toEqual(['a']);

    // The minute is up: the reads share one new verification, while the write beside them checks on its own.
    now = 60_000;
    await Promise.all([verifier.verify('a', READ), verifier.verify('a', CHECKED), verifier.verify('a', READ)]);
    expect(checked).toEqual([true, true, true]);
    expect(calls).toHaveLength(3);

    // A shared verification that fails fails every request sharing it; the next request asks again.
    now = 120_000;
    state.down = true;
    const failed = await Promise.allSettled([verifier.verify('a', READ), verifier.verify('a', READ)]);
    expect(failed.map((f) => f.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toHaveLength(4);
    state.down = false;
    await expect(verifier.verify('a', READ)).resolves.toEqual({ uid: 'u-a', email: 'a@example.test' });
    expect(calls).toHaveLength(5);
  });

  it('verifies a token once while it is valid, and again once it has expired', async () => {
    let now = 1_000_000;
    const { auth, calls } = fakeAuth(1_060); // expires 60 s after "now";
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    expect(await verifier.verify('a', READ)).toEqual({ uid: 'u-a', email: 'a@example.test' });
    expect(await verifier.verify('a', READ)).toEqual({ uid: 'u-a', email: 'a@example.test' });
    expect(calls).toEqual(['a']);
    now += 61_000;
    await verifier.verify('a', READ);
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps a token at most a minute, even when it expires later', async () => {
    let now = 0;
    const { auth, calls } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    await verifier.verify('a', READ);
    now = 59_999;
    await verifier.verify('a', READ);
    expect(calls).toEqual(['a']);
    now = 60_000;
    await verifier.verify('a', READ);
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a refused token', async () => {
    const { auth, calls } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => 0);
    await expect(verifier.verify('bad', READ)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    await expect(verifier.verify('bad', READ)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    expect(calls).toEqual(['bad', 'bad']);
  });
});

describe('a cached token of a disabled or revoked account', () => {
  it('is refused by the very next revocation-checked call, cached or not, as a 401 saying the session ended', async () => {
    const { auth, calls, checked, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => 0);
    await verifier.verify('a', READ);
    await verifier.verify('a', CHECKED); // asks again although remembered
    expect(calls).toEqual(['a', 'a']);
    state.disabled.add('a');
    await expect(verifier.verify('a', CHECKED)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    await verifier.verify('b', READ);
    state.revoked.add('b');
    await expect(verifier.verify('b', CHECKED)).rejects.toMatchObject({
      code: 'AUTH.UNAUTHENTICATED',
      message: 'Your session has ended. Please sign in again.',
    });
    expect(checked.slice(1)).toEqual([true, true, true, true]);
  });

  it('works on cached reads for at most a minute after the account was last seen enabled', async () => {
    let now = 0;
    const { auth, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    await verifier.verify('a', READ);
    now = 30_000;
    await verifier.verify('a', CHECKED); // the account is enabled at 30 s: remembered until 90 s
    now = 31_000;
    state.disabled.add('a');
    now = 89_999;
    expect(await verifier.verify('a', READ)).toEqual({ uid: 'u-a', email: 'a@example.test' });
    now = 90_000;
    await expect(verifier.verify('a', READ)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });

  it('checks revocation on every verification it does not answer from memory, reads included', async () => {
    let now = 0;
    const { auth, checked, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    await verifier.verify('a', READ);
    expect(checked).toEqual([true]);
    state.revoked.add('a');
    now = 60_000;
    await expect(verifier.verify('a', READ)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
  });

  it('is forgotten once a revocation check refuses it: the next read asks again and is refused', async () => {
    const { auth, calls, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => 0);
    await verifier.verify('a', READ);
    state.disabled.add('a');
    await expect(verifier.verify('a', CHECKED)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    await expect(verifier.verify('a', READ)).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    expect(calls).toEqual(['a', 'a', 'a']);
  });

  it('answers 503 when the identity service cannot be asked, and keeps the remembered answer within its minute', async () => {
    let now = 0;
    const { auth, state } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    await verifier.verify('a', READ);
    state.down = true;
    await expect(verifier.verify('a', CHECKED)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
    now = 59_999;
    expect(await verifier.verify('a', READ)).toEqual({ uid: 'u-a', email: 'a@example.test' });
    now = 60_000;
    await expect(verifier.verify('a', READ)).rejects.toMatchObject({ code: 'SERVICE.UNAVAILABLE' });
  });
});

/** The verifier remembers verified tokens until they expire (a performance measure: see tests/bench). */
import type { Auth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { FirebaseIdentityVerifier } from '../../../adapters/identity/firebase-identity.ts';

function fakeAuth(expSeconds: number) {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: async (token: string) => {
      calls.push(token);
      if (token === 'bad') throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
      return { uid: `u-${token}`, email: `${token}@example.test`, exp: expSeconds };
    },
  } as unknown as Auth;
  return { auth, calls };
}

describe('FirebaseIdentityVerifier token cache', () => {
  it('verifies a token once while it is valid, and again once it has expired', async () => {
    let now = 1_000_000;
    const { auth, calls } = fakeAuth(1_060); // expires 60 s after "now";
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    expect(await verifier.verify('a')).toEqual({ uid: 'u-a', email: 'a@example.test' });
    expect(await verifier.verify('a')).toEqual({ uid: 'u-a', email: 'a@example.test' });
    expect(calls).toEqual(['a']);
    now += 61_000;
    await verifier.verify('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('keeps a token at most ten minutes, even when it expires later', async () => {
    let now = 0;
    const { auth, calls } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => now);
    await verifier.verify('a');
    now = 9 * 60_000;
    await verifier.verify('a');
    now = 10 * 60_000 + 1;
    await verifier.verify('a');
    expect(calls).toEqual(['a', 'a']);
  });

  it('never remembers a refused token', async () => {
    const { auth, calls } = fakeAuth(3600);
    const verifier = new FirebaseIdentityVerifier(auth, () => 0);
    await expect(verifier.verify('bad')).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    await expect(verifier.verify('bad')).rejects.toMatchObject({ code: 'AUTH.UNAUTHENTICATED' });
    expect(calls).toEqual(['bad', 'bad']);
  });
});

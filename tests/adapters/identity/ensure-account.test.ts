/** Making an account that must exist (the demo admin), against the real Auth emulator. */
import { describe, expect, it } from 'vitest';
import { FirebaseIdentityAccounts, firebaseAuth } from '../../../adapters/identity/firebase-identity.ts';
import { EMULATOR_HOST, PROJECT_ID } from '../../support/emulator.ts';
import { uniqueEmail } from '../../support/api.ts';

const accounts = () =>
  new FirebaseIdentityAccounts(firebaseAuth({ projectId: PROJECT_ID, emulatorHost: EMULATOR_HOST }));

describe('an account that must exist', () => {
  it('is made once when it is missing, and found the next time', async () => {
    const email = uniqueEmail('ensure');
    expect(await accounts().ensureAccount(email, 'Resident1', 'Once')).toBe(true);
    expect(await accounts().ensureAccount(email, 'Resident1', 'Once')).toBe(false);
  });

  it('is made by exactly one of two servers starting at once, and neither fails', async () => {
    const email = uniqueEmail('ensure-race');
    const made = await Promise.all([
      accounts().ensureAccount(email, 'Resident1', 'Raced'),
      accounts().ensureAccount(email, 'Resident1', 'Raced'),
    ]);
    expect(made.filter(Boolean)).toHaveLength(1);
    const auth = firebaseAuth({ projectId: PROJECT_ID, emulatorHost: EMULATOR_HOST });
    expect((await auth.getUserByEmail(email)).displayName).toBe('Raced');
  });
});

/**
 * Autopay over HTTP, with the Auth emulator and the sandbox card provider: a member saves a test card, turns autopay on
 * with a cap, skips a month, turns it off; the admin sees who has it on; the round charges what is owed. Every refusal
 * says why and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useCasesOf } from '../../../adapters/container.ts';
import { startTestApi, type TestApi } from '../../support/api.ts';

const CARD = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

describe('autopay over HTTP', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startTestApi();
    admin = await api.admin('autopay-admin');
  });
  afterAll(async () => {
    await api?.close();
  });

  const saveCard = async (token: string, card = CARD) => {
    const setup = await api.call('POST', '/api/autopay/card/setup', { token, body: { consent: true } });
    expect(setup.status).toBe(200);
    const confirmed = await api.call('POST', '/api/autopay/sandbox/setup', {
      token,
      body: { clientSecret: setup.body.clientSecret, card },
    });
    if (confirmed.status !== 200) return confirmed;
    return api.call('PUT', '/api/autopay/card', { token, body: { setupIntentId: confirmed.body.setupIntent.id } });
  };
  const mine = async (token: string) => (await api.call('GET', '/api/autopay/mine', { token })).body;

  it('saves a card, turns autopay on with a cap, shows it to the member and the admin, and charges what is owed once', async () => {
    const token = await api.member('autopay-rahim');
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    expect(await mine(token)).toEqual({
      enabled: false,
      cap: null,
      skipMonth: null,
      card: null,
      hasLease: true,
      nextChargeOn: null,
      lastAttempt: null,
    });
    const saved = await saveCard(token);
    expect(saved.status).toBe(200);
    expect(saved.body.card).toMatchObject({ brand: 'visa', last4: '4242' });
    const on = await api.call('PUT', '/api/autopay', { token, body: { cap: 250_000 } });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({
      enabled: true,
      cap: 250_000,
      nextChargeOn: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    const list = (await api.call('GET', '/api/admin/autopay', { token: admin })).body;
    const lease = (await api.call('GET', '/api/agreements/user', { token })).body;
    // Named as the admin knows the member: by the name and flat of their lease.
    expect(list).toContainEqual(
      expect.objectContaining({ userEmail: email, name: lease.userName, flat: lease.number, cap: 250_000 }),
    );

    const round = useCasesOf(api.container).chargeAutopay;
    await Promise.all([round.execute(), round.execute()]);
    const after = await mine(token);
    expect(after.lastAttempt).toMatchObject({ outcome: 'paid', tries: 1 });
    expect(after.lastAttempt.amount).toBeGreaterThan(0);
    const books = (await api.call('GET', '/api/ledger/mine', { token })).body;
    expect(JSON.stringify(books)).toContain('card');
  });

  it('skips the next month and turns off; refuses both while off', async () => {
    const token = await api.member('autopay-mim');
    await saveCard(token);
    await api.call('PUT', '/api/autopay', { token, body: { cap: 100_000 } });
    const skipped = await api.call('POST', '/api/autopay/skip', { token });
    expect(skipped.status).toBe(200);
    expect(skipped.body.skipMonth).toMatch(/^\d{4}-\d\d$/);
    const off = await api.call('DELETE', '/api/autopay', { token });
    expect(off.body).toMatchObject({ enabled: false, skipMonth: null, nextChargeOn: null, card: { last4: '4242' } });
    const before = await mine(token);
    for (const [method, path] of [
      ['POST', '/api/autopay/skip'],
      ['DELETE', '/api/autopay'],
    ] as const) {
      const refused = await api.call(method, path, { token });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ code: 'AUTOPAY.NOT_ON', message: 'Autopay is not on' });
    }
    expect(await mine(token)).toEqual(before);
  });

  it('refuses a cap out of range, no card, a setup that did not succeed and a declined card, changing nothing', async () => {
    const token = await api.member('autopay-karim');
    const before = await mine(token);
    const noCard = await api.call('PUT', '/api/autopay', { token, body: { cap: 1000 } });
    expect(noCard.status).toBe(409);
    expect(noCard.body.code).toBe('AUTOPAY.NO_CARD');
    await saveCard(token);
    const withCard = await mine(token);
    for (const cap of [0, -5, 10_000_000.01, 0.001, '1000', true, null]) {
      const refused = await api.call('PUT', '/api/autopay', { token, body: { cap } });
      expect(refused.status, String(cap)).toBe(400);
      expect(refused.body.fields?.cap, JSON.stringify(refused.body)).toBe(
        'A cap is an amount from ৳0.01 to ৳10,000,000',
      );
    }
    expect((await api.call('PUT', '/api/autopay', { token, body: {} })).status).toBe(400);
    const noConsent = await api.call('POST', '/api/autopay/card/setup', { token, body: {} });
    expect(noConsent.status).toBe(400);
    expect(noConsent.body.fields.consent).toBe('Allow the building to charge this card on the rent’s due day');
    const bogus = await api.call('PUT', '/api/autopay/card', { token, body: { setupIntentId: 'seti_made_up' } });
    expect(bogus.status).toBe(402);
    expect(bogus.body.code).toBe('AUTOPAY.CARD_NOT_SAVED');
    const declined = await saveCard(token, { ...CARD, number: '4000000000000002' });
    expect(declined.body).toMatchObject({ code: 'PAYMENT.CARD_DECLINED', message: 'Your card was declined.' });
    expect(await mine(token)).toEqual(withCard);
    expect(before.card).toBeNull();
  });

  it('refuses autopay to a former resident, and card setup to anyone not a member', async () => {
    const token = await api.member('autopay-sohel');
    await saveCard(token);
    const email = (await api.call('GET', '/api/agreements/user', { token })).body.userEmail;
    await api.call('PATCH', `/api/admin/members/${encodeURIComponent(email)}/demote`, { token: admin });
    const before = await mine(token);
    const refused = await api.call('PUT', '/api/autopay', { token, body: { cap: 1000 } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'AUTOPAY.NO_LEASE',
      message: 'Autopay is for residents with a running lease',
    });
    expect(await mine(token)).toEqual({ ...before, hasLease: false });
    expect((await api.call('POST', '/api/autopay/card/setup', { token, body: { consent: true } })).status).toBe(403);
    expect((await api.call('GET', '/api/admin/autopay', { token })).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { noAutopay, turnOn, withCard, type AutopayAttempt } from '../../../../domain/autopay/autopay.ts';
import { taka, ZERO } from '../../../../domain/shared/money.ts';

const RAHIM = 'rahim@example.com';
const card = {
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  brand: 'visa',
  last4: '4242',
  savedAt: new Date('2026-11-05T10:00:00.000Z'),
};
const claim: AutopayAttempt = {
  leaseId: 'L-1',
  month: '2026-11',
  userEmail: RAHIM,
  outcome: 'charging',
  tries: 1,
  amount: ZERO,
  triedOn: '2026-11-05',
};

export function autopayContract(store: () => Persistence) {
  describe('AutopaySettings', () => {
    it('keeps a member’s card and autopay, each write on the version it read', async () => {
      expect(await store().autopaySettings.of(RAHIM)).toBeUndefined();
      const saved = await store().autopaySettings.save(withCard(noAutopay(RAHIM), card));
      expect(saved.version).toBe(1);
      expect(await store().autopaySettings.of(RAHIM)).toEqual(saved);
      const on = await store().autopaySettings.save({
        ...turnOn(saved, taka(15_000), { hasLease: true }),
        skipMonth: '2026-12',
      });
      expect(await store().autopaySettings.of(RAHIM)).toEqual({ ...on, version: 2 });
      expect(await store().autopaySettings.listAll()).toEqual([on]);
    });

    it('refuses a write on a version another write moved past, and a second first write', async () => {
      const first = withCard(noAutopay(RAHIM), card);
      await store().autopaySettings.save(first);
      await expect(store().autopaySettings.save(first)).rejects.toMatchObject({ code: 'AUTOPAY.CHANGED' });
      const stored = (await store().autopaySettings.of(RAHIM))!;
      await store().autopaySettings.save(turnOn(stored, taka(1), { hasLease: true }));
      await expect(store().autopaySettings.save(turnOn(stored, taka(2), { hasLease: true }))).rejects.toMatchObject({
        code: 'AUTOPAY.CHANGED',
      });
      expect((await store().autopaySettings.of(RAHIM))!.cap).toBe(taka(1));
    });

    it('lets one of two racing first writes land', async () => {
      const results = await Promise.allSettled([
        store().autopaySettings.save(withCard(noAutopay(RAHIM), card)),
        store().autopaySettings.save(withCard(noAutopay(RAHIM), { ...card, last4: '0341' })),
      ]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    });
  });

  describe('AutopayAttempts', () => {
    it('claims a lease’s month once, however many callers race for it', async () => {
      const claims = await Promise.all([1, 2, 3].map(() => store().autopayAttempts.claim(claim)));
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await store().autopayAttempts.claim({ ...claim, month: '2026-12' })).toBe(true);
      expect(await store().autopayAttempts.of('L-1', '2026-11')).toEqual(claim);
    });

    it('finishes only a month being charged, and retries a declined one once', async () => {
      await store().autopayAttempts.claim(claim);
      const declined: AutopayAttempt = {
        ...claim,
        outcome: 'declined',
        amount: taka(12_000),
        message: 'Your card was declined.',
      };
      await store().autopayAttempts.finish(declined);
      await store().autopayAttempts.finish({ ...claim, outcome: 'paid' });
      expect(await store().autopayAttempts.of('L-1', '2026-11')).toEqual(declined);
      const retries = await Promise.all(
        [1, 2].map(() => store().autopayAttempts.claimRetry('L-1', '2026-11', '2026-11-06')),
      );
      expect(retries.filter(Boolean)).toHaveLength(1);
      expect(await store().autopayAttempts.of('L-1', '2026-11')).toMatchObject({
        outcome: 'charging',
        tries: 2,
        triedOn: '2026-11-06',
      });
      const paid: AutopayAttempt = { ...declined, outcome: 'paid', tries: 2, triedOn: '2026-11-06', intentId: 'pi_1' };
      const { message: _none, ...withoutMessage } = paid;
      await store().autopayAttempts.finish(withoutMessage);
      expect(await store().autopayAttempts.claimRetry('L-1', '2026-11', '2026-11-07')).toBe(false);
      expect(await store().autopayAttempts.latestFor(RAHIM)).toEqual(withoutMessage);
    });

    it('lets one caller of a later day take over a month a stopped round left charging, and finishes it once', async () => {
      await store().autopayAttempts.claim(claim);
      expect(await store().autopayAttempts.claimInterrupted('L-1', '2026-11', '2026-11-05')).toBe(false);
      const takeovers = await Promise.all(
        [1, 2, 3].map(() => store().autopayAttempts.claimInterrupted('L-1', '2026-11', '2026-11-06')),
      );
      expect(takeovers.filter(Boolean)).toHaveLength(1);
      expect(await store().autopayAttempts.of('L-1', '2026-11')).toEqual({ ...claim, triedOn: '2026-11-06' });
      const failed: AutopayAttempt = { ...claim, outcome: 'failed', amount: taka(12_000), triedOn: '2026-11-06' };
      const finishes = await Promise.all(
        [failed, { ...failed, outcome: 'paid' as const }].map((a) => store().autopayAttempts.finish(a)),
      );
      expect(finishes.filter(Boolean)).toHaveLength(1);
      expect(await store().autopayAttempts.claimInterrupted('L-1', '2026-11', '2026-11-07')).toBe(false);
      expect((await store().autopayAttempts.of('L-1', '2026-11'))?.outcome).toBe(finishes[0] ? 'failed' : 'paid');
    });

    it('names the member’s latest month', async () => {
      expect(await store().autopayAttempts.latestFor(RAHIM)).toBeUndefined();
      await store().autopayAttempts.claim({ ...claim, month: '2026-10' });
      await store().autopayAttempts.claim({ ...claim, month: '2026-12' });
      await store().autopayAttempts.claim({ ...claim, leaseId: 'L-2', userEmail: 'mim@example.com', month: '2027-01' });
      expect((await store().autopayAttempts.latestFor(RAHIM))?.month).toBe('2026-12');
    });
  });
}

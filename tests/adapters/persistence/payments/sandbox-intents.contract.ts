import { describe, expect, it } from 'vitest';
import type { SandboxIntentRecord } from '../../../../application/payments/sandbox-intents.ts';
import type { Persistence } from '../../../../adapters/persistence/persistence.ts';
import { poisha } from '../../../../domain/shared/money.ts';

const N = 20;
const CREATED = new Date('2026-11-15T10:00:00.123Z');

/** A stored intent with fixed defaults; tests change only what they are about. */
const anIntent = (changes: Partial<SandboxIntentRecord> = {}): SandboxIntentRecord => ({
  id: 'pi_sandbox_1',
  clientSecret: 'pi_sandbox_1_secret_abc',
  amountMinor: poisha(1_200_000),
  currency: 'bdt',
  status: 'requires_payment_method',
  metadata: {
    userEmail: 'ann@example.com',
    agreementId: 'agr-ann',
    month: 'Nov 2026',
    monthKey: '2026-11',
    discount: 10,
    couponCode: 'SAVE10',
    couponLimit: 'every-month',
  },
  amountRefunded: poisha(0),
  idempotencyKey: 'intent:key-1',
  createdAt: CREATED,
  ...changes,
});

export function sandboxIntentsContract(store: () => Persistence) {
  describe('SandboxIntentStore', () => {
    it('stores an intent and reads it back by id, every field intact', async () => {
      const intents = store().sandboxIntents;
      const intent = anIntent();
      expect(await intents.addOnce(intent)).toEqual(intent);
      expect(await intents.byId(intent.id)).toEqual(intent);
      expect(await intents.byId('pi_sandbox_none')).toBeUndefined();
    });

    it('answers the intent already stored under an idempotency key, and stores nothing more', async () => {
      const intents = store().sandboxIntents;
      const first = anIntent();
      await intents.addOnce(first);
      const replay = anIntent({ id: 'pi_sandbox_2', clientSecret: 'pi_sandbox_2_secret_def', amountMinor: poisha(5) });
      expect(await intents.addOnce(replay)).toEqual(first);
      expect(await intents.byId(replay.id)).toBeUndefined();
    });

    it('keeps intents under different idempotency keys apart', async () => {
      const intents = store().sandboxIntents;
      const other = anIntent({ id: 'pi_sandbox_2', idempotencyKey: 'intent:key-2' });
      await intents.addOnce(anIntent());
      expect(await intents.addOnce(other)).toEqual(other);
      expect(await intents.byId('pi_sandbox_1')).toEqual(anIntent());
    });

    it("cancels the user's intents that wait for a card, and none that a card paid or of anyone else", async () => {
      const intents = store().sandboxIntents;
      await intents.addOnce(anIntent());
      await intents.addOnce(anIntent({ id: 'pi_sandbox_2', idempotencyKey: 'intent:key-2' }));
      await intents.markSucceeded('pi_sandbox_2');
      const bob = anIntent({
        id: 'pi_sandbox_3',
        idempotencyKey: 'intent:key-3',
        metadata: { ...anIntent().metadata, userEmail: 'bob@example.com' },
      });
      await intents.addOnce(bob);
      expect(await intents.cancelOpenFor('ann@example.com')).toBe(1);
      expect((await intents.byId('pi_sandbox_1'))?.status).toBe('canceled');
      expect((await intents.byId('pi_sandbox_2'))?.status).toBe('succeeded');
      expect(await intents.byId('pi_sandbox_3')).toEqual(bob);
      // A cancelled intent can no longer be paid.
      expect((await intents.markSucceeded('pi_sandbox_1'))?.status).toBe('canceled');
      expect(await intents.cancelOpenFor('ann@example.com')).toBe(0);
    });

    it('marks a new intent succeeded once; later marks change nothing', async () => {
      const intents = store().sandboxIntents;
      await intents.addOnce(anIntent());
      await intents.addOnce(anIntent({ id: 'pi_sandbox_2', idempotencyKey: 'intent:key-2' }));
      const succeeded = anIntent({ status: 'succeeded' });
      expect(await intents.markSucceeded('pi_sandbox_1')).toEqual(succeeded);
      expect(await intents.markSucceeded('pi_sandbox_1')).toEqual(succeeded);
      expect(await intents.byId('pi_sandbox_1')).toEqual(succeeded);
      expect((await intents.byId('pi_sandbox_2'))?.status).toBe('requires_payment_method');
    });

    it.each(['processing', 'canceled'] as const)(
      'leaves a %s intent as it is when marked succeeded',
      async (status) => {
        const intents = store().sandboxIntents;
        await intents.addOnce(anIntent({ status }));
        expect(await intents.markSucceeded('pi_sandbox_1')).toEqual(anIntent({ status }));
      },
    );

    it('refunds the whole amount of a succeeded intent only, once however often asked', async () => {
      const intents = store().sandboxIntents;
      await intents.addOnce(anIntent());
      expect(await intents.markRefunded('pi_sandbox_1')).toEqual(anIntent());
      await intents.markSucceeded('pi_sandbox_1');
      const refunded = anIntent({ status: 'succeeded', amountRefunded: poisha(1_200_000) });
      expect(await intents.markRefunded('pi_sandbox_1')).toEqual(refunded);
      expect(await intents.markRefunded('pi_sandbox_1')).toEqual(refunded);
      expect(await intents.byId('pi_sandbox_1')).toEqual(refunded);
    });

    it('answers undefined when asked to change an intent it does not have', async () => {
      const intents = store().sandboxIntents;
      expect(await intents.markSucceeded('pi_sandbox_none')).toBeUndefined();
      expect(await intents.markRefunded('pi_sandbox_none')).toBeUndefined();
    });

    describe(`Concurrency: ${N} simultaneous calls`, () => {
      it('addOnce with one idempotency key stores one intent and answers it to every caller', async () => {
        const intents = store().sandboxIntents;
        const attempts = Array.from({ length: N }, (_, i) =>
          anIntent({ id: `pi_sandbox_${i}`, clientSecret: `pi_sandbox_${i}_secret_${i}` }),
        );
        const answers = await Promise.all(attempts.map((intent) => intents.addOnce(intent)));
        const stored = (await Promise.all(attempts.map((a) => intents.byId(a.id)))).filter((i) => i !== undefined);
        expect(stored).toHaveLength(1);
        expect(answers).toEqual(Array.from({ length: N }, () => stored[0]));
      });

      it('markSucceeded: every caller sees the intent succeeded, and it stays unrefunded', async () => {
        const intents = store().sandboxIntents;
        await intents.addOnce(anIntent());
        const answers = await Promise.all(Array.from({ length: N }, () => intents.markSucceeded('pi_sandbox_1')));
        const succeeded = anIntent({ status: 'succeeded' });
        expect(answers).toEqual(Array.from({ length: N }, () => succeeded));
        expect(await intents.byId('pi_sandbox_1')).toEqual(succeeded);
      });

      it('markSucceeded racing markRefunded never refunds an intent that had not succeeded', async () => {
        const intents = store().sandboxIntents;
        await intents.addOnce(anIntent());
        const answers = await Promise.all(
          Array.from({ length: N }, (_, i) =>
            i % 2 ? intents.markRefunded('pi_sandbox_1') : intents.markSucceeded('pi_sandbox_1'),
          ),
        );
        const allowed = [
          anIntent(),
          anIntent({ status: 'succeeded' }),
          anIntent({ status: 'succeeded', amountRefunded: poisha(1_200_000) }),
        ];
        for (const answer of answers) expect(allowed).toContainEqual(answer);
        expect((await intents.byId('pi_sandbox_1'))?.status).toBe('succeeded');
      });
    });
  });
}

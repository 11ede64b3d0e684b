/**
 * Why the payment state lives in the database (the app server is stateless): two server instances
 * over one database, or one instance restarted, see the same sandbox intents and the same handled events.
 */
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { IntentMetadata } from '../../../application/payments/ports.ts';
import { HandlePaymentWebhook } from '../../../application/payments/handle-payment-webhook.ts';
import { createPaymentAdapter } from '../../../adapters/payments/payment-adapter.ts';
import { SandboxGateway } from '../../../adapters/payments/sandbox/sandbox-gateway.ts';
import { createMikroOrmPersistence } from '../../../adapters/persistence/mikro-orm/mikro-orm-persistence.ts';
import type { Persistence } from '../../../adapters/persistence/persistence.ts';
import { aPayment } from '../../support/builders.ts';
import { announceSkippedPostgres } from '../persistence/notice.ts';
import { dropSchema, tempSqliteUrl, TEST_DATABASE_URL, uniqueSchema } from '../persistence/stores.ts';
import { GOOD_CARD, NOW } from './payment-world.ts';
import { poisha } from '../../../domain/shared/money.ts';

announceSkippedPostgres();

interface Database {
  /** A server instance on this database: call it twice for two instances. */
  instance(): Promise<Persistence>;
  dispose(): Promise<void>;
}

const DATABASES: { name: string; skip?: string; make(): Database }[] = [
  {
    name: 'sqlite',
    make() {
      const file = tempSqliteUrl();
      return { instance: () => createMikroOrmPersistence(file.url), dispose: async () => file.cleanup() };
    },
  },
  {
    name: 'postgresql',
    ...(TEST_DATABASE_URL ? {} : { skip: 'TEST_DATABASE_URL is not set' }),
    make() {
      const schema = uniqueSchema('payment_state');
      return {
        instance: () => createMikroOrmPersistence(TEST_DATABASE_URL!, { schema }),
        dispose: () => dropSchema(TEST_DATABASE_URL!, schema),
      };
    },
  },
];

const metadata: IntentMetadata = {
  userEmail: 'ann@example.com',
  agreementId: 'agr-ann',
  month: '2026-11',
  monthKey: '2026-11',
  discount: 0,
  couponCode: '',
  couponLimit: '',
};
const intentInput = { amountMinor: poisha(1_200_000), currency: 'bdt', metadata, idempotencyKey: 'intent:shared' };
const clock = { now: () => NOW };

describe.each(DATABASES)('payment state shared through $name', ({ skip, make }) => {
  let db: Database | undefined;
  const open: Persistence[] = [];
  const instance = async () => {
    const persistence = await db!.instance();
    open.push(persistence);
    return persistence;
  };
  afterEach(async () => {
    for (const persistence of open.splice(0)) await persistence.close();
    await db?.dispose();
    db = undefined;
  });

  it.skipIf(skip !== undefined)('the configured sandbox keeps its intents in the persistence it is given', async () => {
    db = make();
    const a = await instance();
    const adapter = createPaymentAdapter({ provider: 'sandbox', stripe: undefined }, pino({ level: 'silent' }), a);
    const intent = await adapter.gateway.createIntent(intentInput);
    expect(await a.sandboxIntents.byId(intent.id)).toMatchObject({ id: intent.id, status: 'requires_payment_method' });
  });

  it.skipIf(skip !== undefined)(
    'an intent created on one instance is confirmed on another and still there after a restart',
    async () => {
      db = make();
      const a = await instance();
      const b = await instance();
      const onA = new SandboxGateway(a.sandboxIntents, clock);
      const onB = new SandboxGateway(b.sandboxIntents, clock);

      const created = await onA.createIntent(intentInput);
      expect(await onB.createIntent(intentInput)).toEqual(created);
      const confirmed = await onB.confirm({
        clientSecret: created.clientSecret,
        card: GOOD_CARD,
        callerEmail: 'ann@example.com',
      });
      expect(confirmed).toEqual({ id: created.id, status: 'succeeded', amount: 1_200_000 });
      expect(await onA.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', refunded: false });

      await a.close();
      open.splice(open.indexOf(a), 1);
      const restarted = new SandboxGateway((await instance()).sandboxIntents, clock);
      await restarted.refund(created.id);
      expect(await onB.retrieveIntent(created.id)).toMatchObject({ status: 'succeeded', refunded: true });
    },
  );

  it.skipIf(skip !== undefined)('a webhook event handled on one instance is a duplicate on the other', async () => {
    db = make();
    const recorded: string[] = [];
    const recordPayment = {
      execute: async ({ transactionId }: { transactionId: string }) => {
        recorded.push(transactionId);
        return aPayment().withTransactionId(transactionId).build();
      },
    };
    const onA = new HandlePaymentWebhook(recordPayment, (await instance()).processedEvents);
    const onB = new HandlePaymentWebhook(recordPayment, (await instance()).processedEvents);
    const event = { id: 'evt_shared', type: 'payment_intent.succeeded', intentId: 'pi_shared' };

    expect(await onA.execute(event)).toBe('recorded');
    expect(await onB.execute(event)).toBe('duplicate');
    expect(recorded).toEqual(['pi_shared']);
  });
});

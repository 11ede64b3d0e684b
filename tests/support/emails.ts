import type { Persistence } from '../../adapters/persistence/persistence.ts';

/**
 * Makes the oldest pending email in the outbox fail for good, as the sender does after its last attempt; its
 * notification id. Throws when nothing is pending.
 */
export async function failOneEmail(store: Persistence, error = '550 mailbox unavailable'): Promise<string> {
  const token = `test-${crypto.randomUUID()}`;
  const [email] = await store.outbox.claim(new Date(Date.now() + 60_000), 1, 60_000, token);
  if (!email) throw new Error('no pending email to fail');
  await store.uow.run(() =>
    store.outbox.settle(email.notificationId, token, { status: 'failed', at: new Date(), error }),
  );
  return email.notificationId;
}

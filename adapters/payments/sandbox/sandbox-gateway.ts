import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../../../application/shared/ports.ts';
import type {
  IntentMetadata,
  IntentStatus,
  PaymentGateway,
  PaymentIntent,
} from '../../../application/payments/ports.ts';
import type { SandboxIntentRecord, SandboxIntentStore } from '../../../application/payments/sandbox-intents.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { normalizeEmail } from '../../../domain/members/user.ts';
import { chargeCard, type SandboxCard } from './sandbox-cards.ts';
import { ZERO, type Money } from '../../../domain/shared/money.ts';

export interface SandboxConfirmInput {
  readonly clientSecret: string;
  readonly card: SandboxCard;
  /** Accepted for the same shape as Stripe.js's confirm call; the sandbox charges nobody, so it reads none of it. */
  readonly billingDetails?: { readonly name?: string; readonly email?: string };
  /** The signed-in caller: only the member the intent was created for may confirm it. */
  readonly callerEmail: string;
}

/** What `POST /api/payments/sandbox/confirm` answers under `paymentIntent`, like Stripe.js's result. */
export interface ConfirmedIntent {
  readonly id: string;
  readonly status: IntentStatus;
  readonly amount: number;
}

const systemClock: Clock = { now: () => new Date() };

/**
 * The embedded card provider (the sandbox that stands in for Stripe offline), with Stripe's semantics:
 * idempotent creation, secrets that prove the right to confirm, test cards with Stripe's messages, refunds
 * that leave the intent "succeeded" but refunded. The intents live in the store it is given (the persistence's, in the
 * server), so an intent created on one server instance can be confirmed on another or after a restart.
 */
export class SandboxGateway implements PaymentGateway {
  constructor(
    private readonly store: SandboxIntentStore,
    private readonly clock: Clock = systemClock,
  ) {}

  async createIntent(input: {
    amountMinor: Money;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<PaymentIntent> {
    if (!Number.isInteger(input.amountMinor) || input.amountMinor < 1) {
      throw new DomainError('PAYMENT.PROVIDER_FAILED', 'The amount must be a positive whole number of minor units');
    }
    const id = `pi_sandbox_${token(12)}`;
    const stored = await this.store.addOnce({
      id,
      clientSecret: `${id}_secret_${token(16)}`,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'requires_payment_method',
      metadata: { ...input.metadata },
      amountRefunded: ZERO,
      idempotencyKey: input.idempotencyKey,
      createdAt: this.clock.now(),
    });
    // Stripe refuses a key replayed with other parameters rather than silently answering for the first ones.
    if (
      stored.amountMinor !== input.amountMinor ||
      stored.currency !== input.currency ||
      !sameMetadata(stored.metadata, input.metadata)
    ) {
      throw new DomainError(
        'PAYMENT.PROVIDER_FAILED',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      );
    }
    return toIntent(stored);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    return toIntent(await this.existing(id));
  }

  /** Refunding a refunded intent again does nothing, as a repeated idempotent refund does with Stripe. */
  async refund(intentId: string): Promise<void> {
    const intent = await this.existing(intentId);
    if (intent.status !== 'succeeded') {
      throw new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'This payment has no successful charge to refund');
    }
    await this.store.markRefunded(intent.id);
  }

  cancelOpenIntents(userEmail: string): Promise<number> {
    return this.store.cancelOpenFor(userEmail);
  }

  async confirm({ clientSecret, card, callerEmail }: SandboxConfirmInput): Promise<ConfirmedIntent> {
    const intent = await this.store.byId(clientSecret.split('_secret_')[0] ?? '');
    if (!intent || !sameSecret(intent.clientSecret, clientSecret)) throw notFound();
    if (intent.metadata.userEmail !== normalizeEmail(callerEmail)) {
      throw new DomainError('PAYMENT.INTENT_MISMATCH', 'This payment does not belong to you');
    }
    // A second confirm of a paid intent charges nothing more: the caller just learns it is paid.
    if (intent.status === 'succeeded') return confirmed(intent);
    if (intent.status !== 'requires_payment_method') throw noLongerPayable();
    chargeCard(card, this.clock.now());
    // Conditional on the intent still waiting for a card: one cancelled meanwhile (its agreement ended) is not charged.
    const charged = await this.store.markSucceeded(intent.id);
    if (charged?.status !== 'succeeded') throw noLongerPayable();
    return confirmed(charged);
  }

  /** A saved card's off-session charge: the intent is paid with no browser confirming it. */
  async markCharged(intentId: string): Promise<void> {
    const intent = await this.existing(intentId);
    if (intent.status === 'succeeded') return;
    const charged = await this.store.markSucceeded(intent.id);
    if (charged?.status !== 'succeeded') throw noLongerPayable();
  }

  private async existing(id: string): Promise<SandboxIntentRecord> {
    const intent = await this.store.byId(id);
    if (!intent) throw notFound();
    return intent;
  }
}

const token = (bytes: number) => randomBytes(bytes).toString('hex');

const noLongerPayable = () =>
  new DomainError('PAYMENT.INTENT_NOT_SUCCEEDED', 'This payment can no longer be confirmed');

const notFound = () => new DomainError('PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');

const toIntent = (i: SandboxIntentRecord): PaymentIntent => ({
  id: i.id,
  clientSecret: i.clientSecret,
  amountMinor: i.amountMinor,
  currency: i.currency,
  status: i.status,
  metadata: i.metadata,
  refunded: i.amountRefunded > 0,
});

const confirmed = (i: SandboxIntentRecord): ConfirmedIntent => ({ id: i.id, status: i.status, amount: i.amountMinor });

function sameMetadata(a: IntentMetadata, b: IntentMetadata): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof IntentMetadata>;
  return [...keys].every((key) => a[key] === b[key]);
}

/** The secret is the caller's proof of the right to pay: compared in constant time. */
function sameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

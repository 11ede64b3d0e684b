import type { Money } from '../../domain/shared/money.ts';
import type { IntentMetadata, IntentStatus } from './ports.ts';

/*
 * The storage the sandbox card provider (the embedded stand-in for Stripe) needs. No use case uses it: it is the
 * contract between two adapters, the sandbox provider and the stores that keep its intents in the application's
 * database so that every server instance agrees. It lives here, beside the ports, because adapters never import each
 * other; the composition root hands one to the other.
 */

/** An intent of the embedded card provider (the sandbox that stands in for Stripe offline), as its store keeps it. */
export interface SandboxIntentRecord {
  readonly id: string;
  readonly clientSecret: string;
  readonly amountMinor: Money;
  readonly currency: string;
  readonly status: IntentStatus;
  readonly metadata: IntentMetadata;
  readonly amountRefunded: Money;
  readonly idempotencyKey: string;
  readonly createdAt: Date;
}

/**
 * Where the sandbox provider keeps its intents. Each method is one atomic step (a unique index, a conditional
 * UPDATE in SQL), so that several server instances sharing a database-backed store agree.
 */
export interface SandboxIntentStore {
  /** Stores the intent unless one is stored under its idempotency key already; returns the stored one. */
  addOnce(intent: SandboxIntentRecord): Promise<SandboxIntentRecord>;
  byId(id: string): Promise<SandboxIntentRecord | undefined>;
  /** requires_payment_method -> succeeded; returns the intent as it now is. */
  markSucceeded(id: string): Promise<SandboxIntentRecord | undefined>;
  /** Gives back the whole amount of a succeeded intent; returns the intent as it now is. */
  markRefunded(id: string): Promise<SandboxIntentRecord | undefined>;
  /** requires_payment_method -> canceled for every intent of the user; returns how many. */
  cancelOpenFor(userEmail: string): Promise<number>;
}

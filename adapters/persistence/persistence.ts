import type { Repositories } from '../../application/use-cases.ts';
import type { SandboxIntentStore } from '../../application/payments/sandbox-intents.ts';

/**
 * What a storage adapter hands the composition root: every repository the use cases work on (photos and payment
 * state included, kept in the database rather than on a server's disk, so every instance sees the same), the sandbox
 * card provider's intents, and the store's lifecycle.
 */
export interface Persistence extends Repositories {
  readonly sandboxIntents: SandboxIntentStore;
  /** Runs one request's work in its own context (a forked EntityManager for the ORM; nothing for memory). */
  inRequestContext<T>(work: () => Promise<T>): Promise<T>;
  /** The migrations opening the store applied, oldest first: none for memory, nor for a database already up to date. */
  readonly migrationsApplied?: readonly string[];
  /** Throws SERVICE.UNAVAILABLE when the store cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

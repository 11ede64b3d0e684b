/**
 * Fakes for the ports that are not storage (storage is the real in-memory adapter). Each is deterministic
 * and remembers what it was asked, so a test can assert what reached the outside world.
 */
import { DomainError } from '../../domain/shared/errors.ts';
import type { Clock, IdGenerator, Logger } from '../../application/shared/ports.ts';
import type {
  IdentityAccounts,
  IdentityVerifier,
  PageSession,
  PageSessions,
  VerifiedIdentity,
  VerifyOptions,
} from '../../application/identity/ports.ts';
import type { IntentMetadata, PaymentGateway, PaymentIntent } from '../../application/payments/ports.ts';
import { AT } from './builders.ts';
import type { Money } from '../../domain/shared/money.ts';

export class FixedClock implements Clock {
  constructor(private at: Date = AT) {}
  now(): Date {
    return new Date(this.at);
  }
  advance(ms: number): void {
    this.at = new Date(this.at.getTime() + ms);
  }
}

export class SequentialIds implements IdGenerator {
  private counter = 0;
  constructor(private readonly prefix = 'id-') {}
  next(): string {
    return `${this.prefix}${++this.counter}`;
  }
}

/**
 * Vouches only for the tokens it was told about. A token whose session `ended` (account disabled or revoked) is
 * refused when the caller asks for a revocation check, and still vouched for otherwise, as a remembered answer is.
 */
export class FakeIdentityVerifier implements IdentityVerifier {
  private readonly tokens = new Map<string, VerifiedIdentity>();
  private readonly ended = new Set<string>();
  /** Every call's options, in order. */
  readonly asked: { token: string; checkRevoked: boolean }[] = [];
  knows(token: string, identity: VerifiedIdentity): this {
    this.tokens.set(token, identity);
    return this;
  }
  endSession(token: string): this {
    this.ended.add(token);
    return this;
  }
  async verify(token: string, { checkRevoked }: VerifyOptions): Promise<VerifiedIdentity> {
    this.asked.push({ token, checkRevoked });
    const identity = this.tokens.get(token);
    if (!identity) throw new DomainError('AUTH.UNAUTHENTICATED', 'Invalid token');
    if (checkRevoked && this.ended.has(token)) {
      throw new DomainError('AUTH.UNAUTHENTICATED', 'Your session has ended. Please sign in again.');
    }
    return identity;
  }
}

/** A page session is `session:` and the token it was started with, vouched for while the verifier vouches for it. */
export class FakePageSessions implements PageSessions {
  constructor(private readonly verifier: IdentityVerifier) {}
  async start(idToken: string): Promise<PageSession> {
    await this.verifier.verify(idToken, { checkRevoked: true });
    return { value: `session:${idToken}`, maxAgeSeconds: 3600 };
  }
  async verify(session: string): Promise<VerifiedIdentity> {
    if (!session.startsWith('session:')) throw new DomainError('AUTH.UNAUTHENTICATED', 'Invalid session');
    return this.verifier.verify(session.slice('session:'.length), { checkRevoked: false });
  }
}

export class FakeIdentityAccounts implements IdentityAccounts {
  readonly emails = new Set<string>();
  readonly calls: { email: string; password: string; displayName: string }[] = [];
  async ensureAccount(email: string, password: string, displayName: string): Promise<boolean> {
    this.calls.push({ email, password, displayName });
    if (this.emails.has(email)) return false;
    this.emails.add(email);
    return true;
  }
}

type GatewayCall =
  | { method: 'createIntent'; amountMinor: number; currency: string; metadata: IntentMetadata; idempotencyKey: string }
  | { method: 'retrieveIntent'; id: string }
  | { method: 'refund'; intentId: string }
  | { method: 'cancelOpenIntents'; userEmail: string };

/**
 * A payment provider with Stripe's idempotency: the same key gives back the same intent. Intents start as
 * `requires_payment_method`; a test plays the card step with `succeed(id)` or plants an intent with `holds`.
 */
export class FakePaymentGateway implements PaymentGateway {
  readonly calls: GatewayCall[] = [];
  readonly intents = new Map<string, PaymentIntent>();
  readonly refunded: string[] = [];
  refundFails = false;
  private readonly byKey = new Map<string, string>();

  async createIntent(input: {
    amountMinor: Money;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }) {
    this.calls.push({ method: 'createIntent', ...input });
    const known = this.byKey.get(input.idempotencyKey);
    if (known) return this.intents.get(known)!;
    const id = `pi_${this.intents.size + 1}`;
    const intent: PaymentIntent = {
      id,
      clientSecret: `${id}_secret_fixed`,
      amountMinor: input.amountMinor,
      currency: input.currency,
      status: 'requires_payment_method',
      metadata: input.metadata,
    };
    this.intents.set(id, intent);
    this.byKey.set(input.idempotencyKey, id);
    return intent;
  }

  async retrieveIntent(id: string) {
    this.calls.push({ method: 'retrieveIntent', id });
    const intent = this.intents.get(id);
    if (!intent) throw new DomainError('PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');
    return intent;
  }

  async refund(intentId: string) {
    this.calls.push({ method: 'refund', intentId });
    if (this.refundFails) throw new Error('provider unreachable');
    this.refunded.push(intentId);
    const intent = this.intents.get(intentId);
    if (intent) this.intents.set(intentId, { ...intent, refunded: true });
  }

  async cancelOpenIntents(userEmail: string) {
    this.calls.push({ method: 'cancelOpenIntents', userEmail });
    const open = [...this.intents.values()].filter(
      (i) => i.status === 'requires_payment_method' && i.metadata.userEmail === userEmail,
    );
    for (const intent of open) this.intents.set(intent.id, { ...intent, status: 'canceled' });
    return open.length;
  }

  holds(intent: PaymentIntent): this {
    this.intents.set(intent.id, intent);
    return this;
  }

  succeed(id: string): void {
    const intent = this.intents.get(id);
    if (!intent) throw new Error(`the fake gateway has no intent ${id}`);
    this.intents.set(id, { ...intent, status: 'succeeded' });
  }

  callsTo(method: GatewayCall['method']): GatewayCall[] {
    return this.calls.filter((call) => call.method === method);
  }
}

export interface LogEntry {
  level: 'info' | 'warn' | 'error';
  details: object;
  message: string;
}

export class RecordingLogger implements Logger {
  readonly entries: LogEntry[] = [];
  info(details: object, message: string) {
    this.entries.push({ level: 'info', details, message });
  }
  warn(details: object, message: string) {
    this.entries.push({ level: 'warn', details, message });
  }
  error(details: object, message: string) {
    this.entries.push({ level: 'error', details, message });
  }
}

/**
 * The same port, except that `method` always fails (by default as an unreachable database would):
 * for proving that what a use-case wrote before that call is rolled back.
 */
export function failingOn<T extends object>(
  port: T,
  method: keyof T,
  error: Error = new DomainError('SERVICE.UNAVAILABLE', 'The database is unreachable'),
): T {
  return new Proxy(port, {
    get(target, property) {
      if (property === method) {
        return async () => {
          throw error;
        };
      }
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The same port, except that `method` answers what a caller read earlier: a view gone stale under a race. */
/** The port, answering `method` once with `answer` (a read made before another writer's commit), then truthfully. */
export function staleOnce<T extends object, K extends keyof T>(
  port: T,
  method: K,
  answer: Awaited<ReturnType<Extract<T[K], (...args: never[]) => unknown>>>,
): T {
  let told = false;
  return new Proxy(port, {
    get: (target, property) => {
      const value = Reflect.get(target, property, target);
      if (property === method && !told)
        return async () => {
          told = true;
          return answer;
        };
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function staleOn<T extends object, K extends keyof T>(
  port: T,
  method: K,
  answer: Awaited<ReturnType<Extract<T[K], (...args: never[]) => unknown>>>,
): T {
  return new Proxy(port, {
    get: (target, property) => {
      if (property === method) return async () => answer;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

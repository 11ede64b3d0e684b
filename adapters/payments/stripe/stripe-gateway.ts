import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type {
  IntentMetadata,
  IntentStatus,
  PaymentGateway,
  PaymentIntent,
  ProviderEvent,
} from '../../../application/payments/ports.ts';
import type { Logger } from '../../../application/shared/ports.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { toDomainError, UNREACHABLE } from './stripe-errors.ts';
import { poisha, type Money } from '../../../domain/shared/money.ts';

export interface StripeGatewayOptions {
  readonly secretKey: string;
  /** Without it every webhook is refused: an unverifiable event must never record a payment. */
  readonly webhookSecret?: string;
  /** The longest any one provider call may take before the request fails with SERVICE.UNAVAILABLE. */
  readonly timeoutMs?: number;
  /** 0 by default, so the timeout above bounds the whole call; POSTs carry idempotency keys either way. */
  readonly maxNetworkRetries?: number;
  /** How old a webhook signature may be, in seconds (Stripe's default: 300). */
  readonly webhookToleranceSeconds?: number;
  /** Where the API is; tests point these at a local fake. */
  readonly host?: string;
  readonly port?: number;
  readonly protocol?: 'http' | 'https';
  readonly logger?: Logger;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** PaymentIntents on Stripe, created and read by the server alone; refunds are idempotent per intent. */
export class StripeGateway implements PaymentGateway {
  /** The client, shared with the saved cards so both go through one connection's settings. */
  readonly stripe: Stripe;
  private readonly timeoutMs: number;

  constructor(private readonly options: StripeGatewayOptions) {
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    const { host, port, protocol } = options;
    this.stripe = new Stripe(options.secretKey, {
      timeout: this.timeoutMs,
      maxNetworkRetries: options.maxNetworkRetries ?? 0,
      telemetry: false,
      ...(host ? { host } : {}),
      ...(port ? { port } : {}),
      ...(protocol ? { protocol } : {}),
    });
  }

  async createIntent(input: {
    amountMinor: Money;
    currency: string;
    metadata: IntentMetadata;
    idempotencyKey: string;
  }): Promise<PaymentIntent> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency,
          // Stripe keeps metadata as text: the discount travels as its digits.
          metadata: { ...input.metadata, discount: String(input.metadata.discount) },
          // The UI confirms with a card form (Stripe.js Card Element): no other method may be offered.
          allowed_payment_method_types: ['card'],
        },
        { idempotencyKey: stripeKey(input.idempotencyKey) },
      ),
    );
    return this.toIntent(intent);
  }

  async retrieveIntent(id: string): Promise<PaymentIntent> {
    // Anything but an intent id would make Stripe read another kind of object, or none: ask nothing.
    if (!/^pi_[A-Za-z0-9_]{1,250}$/.test(id)) throw notFound();
    // The charge tells whether the money was given back: the intent itself still says "succeeded".
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
    return this.toIntent(intent);
  }

  async refund(intentId: string): Promise<void> {
    await this.call(async () => {
      try {
        // One key per intent: however often a refund is asked for, Stripe makes one.
        await this.stripe.refunds.create(
          { payment_intent: intentId },
          { idempotencyKey: stripeKey(`refund:${intentId}`) },
        );
      } catch (error) {
        // Refunded already (from the dashboard, say): the money is back, which is all a refund is for.
        if (error instanceof Stripe.errors.StripeError && error.code === 'charge_already_refunded') return;
        throw error;
      }
    });
  }

  async cancelOpenIntents(userEmail: string): Promise<number> {
    // Stripe's search reads an index that can lag about a minute behind: an intent created just before may be
    // missed. Whatever is then charged on it is refunded when it is reported, as the agreement it names has ended.
    const query = `metadata['userEmail']:'${searchLiteral(userEmail)}' AND status:'requires_payment_method'`;
    const open = await this.call(() => this.stripe.paymentIntents.search({ query, limit: 100 }));
    let cancelled = 0;
    for (const intent of open.data) {
      await this.call(async () => {
        try {
          await this.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: stripeKey(`cancel:${intent.id}`) });
          cancelled += 1;
        } catch (error) {
          // Paid or cancelled meanwhile: a paid one is recorded or refunded when reported, like any other charge.
          if (error instanceof Stripe.errors.StripeError && error.code === 'payment_intent_unexpected_state') return;
          throw error;
        }
      });
    }
    return cancelled;
  }

  /**
   * Verifies a webhook's signature on the raw body exactly as received (a re-serialised JSON body
   * would not verify) and names the event. Throws VALIDATION.INVALID_INPUT for anything unverifiable.
   */
  parseWebhook(rawBody: string | Buffer, signatureHeader: string | undefined): ProviderEvent {
    const secret = this.options.webhookSecret;
    if (!secret || !signatureHeader) throw invalidSignature();
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signatureHeader,
        secret,
        this.options.webhookToleranceSeconds,
      );
    } catch {
      throw invalidSignature();
    }
    const object = event.data.object as { object?: unknown; id?: unknown };
    const intentId = object.object === 'payment_intent' && typeof object.id === 'string' ? object.id : undefined;
    return { id: event.id, type: event.type, ...(intentId ? { intentId } : {}) };
  }

  /** Every call gets the same hard deadline (the SDK's own timeout is per socket inactivity). */
  private async call<T>(work: () => Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DomainError('SERVICE.UNAVAILABLE', UNREACHABLE)), this.timeoutMs);
    });
    try {
      return await Promise.race([work(), deadline]);
    } catch (error) {
      throw toDomainError(error, this.options.logger);
    } finally {
      clearTimeout(timer);
    }
  }

  private toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
    const metadata = ourMetadata(intent.metadata);
    // An intent without our metadata belongs to something else on the same Stripe account: never ours to record or refund.
    if (!metadata || !intent.client_secret) throw notFound();
    const charge = intent.latest_charge;
    return {
      id: intent.id,
      clientSecret: intent.client_secret,
      amountMinor: poisha(intent.amount),
      currency: intent.currency,
      status: statusOf(intent.status),
      metadata,
      refunded: typeof charge === 'object' && charge !== null && charge.amount_refunded > 0,
    };
  }
}

/** Stripe limits keys to 255 characters and ours hold emails: a digest is short and still one-to-one in practice. */
const stripeKey = (key: string) => createHash('sha256').update(key).digest('hex');

const notFound = () => new DomainError('PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');
const invalidSignature = () => new DomainError('VALIDATION.INVALID_INPUT', 'Invalid webhook signature');

/** A value inside a single-quoted string of Stripe's search query language. */
const searchLiteral = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** Stripe drops empty metadata values, so an absent coupon comes back missing rather than "". */
function ourMetadata(raw: Record<string, string> | null | undefined): IntentMetadata | undefined {
  const {
    userEmail,
    agreementId = '',
    leaseStatus,
    month = '',
    monthKey = '',
    discount = '0',
    couponCode = '',
    couponLimit = '',
    purpose,
    forCharge,
  } = raw ?? {};
  const fromBooks = purpose === 'books';
  if (!userEmail || (!fromBooks && (!month || !monthKey))) return undefined;
  return {
    userEmail,
    agreementId,
    ...(leaseStatus ? { leaseStatus } : {}),
    month,
    monthKey,
    discount: Number(discount),
    couponCode,
    couponLimit,
    ...(fromBooks ? { purpose } : {}),
    ...(forCharge ? { forCharge } : {}),
  };
}

/** Only "succeeded" lets a payment be recorded; every other state of Stripe's is "not yet" or "never". */
function statusOf(status: Stripe.PaymentIntent.Status): IntentStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'canceled';
    case 'processing':
    case 'requires_capture':
      return 'processing';
    default:
      return 'requires_payment_method';
  }
}

import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { CardSetup, OffSessionCharge, SavedCards } from '../../../application/autopay/ports.ts';
import type { Logger } from '../../../application/shared/ports.ts';
import type { SavedCard } from '../../../domain/autopay/autopay.ts';
import { DomainError } from '../../../domain/shared/errors.ts';
import { toDomainError } from './stripe-errors.ts';

const notSaved = () => new DomainError('AUTOPAY.CARD_NOT_SAVED', 'The card was not saved: its setup did not succeed');
const stripeKey = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * Saved cards on Stripe: a Customer per member, a SetupIntent for off-session use confirmed by the browser's card form,
 * and off-session PaymentIntents confirmed by the server. Only Stripe's ids and the card's brand and last four digits
 * leave here.
 */
export class StripeSavedCards implements SavedCards {
  constructor(
    private readonly stripe: Stripe,
    private readonly logger?: Logger,
  ) {}

  async startSetup(userEmail: string, customerId?: string): Promise<CardSetup> {
    return this.call(async () => {
      const customer =
        customerId ??
        (
          await this.stripe.customers.create(
            { email: userEmail, metadata: { userEmail } },
            { idempotencyKey: stripeKey(`customer:${userEmail}`) },
          )
        ).id;
      const setup = await this.stripe.setupIntents.create({
        customer,
        usage: 'off_session',
        allowed_payment_method_types: ['card'],
        metadata: { userEmail },
      });
      if (!setup.client_secret) throw notSaved();
      return { setupIntentId: setup.id, clientSecret: setup.client_secret };
    });
  }

  async savedCard(setupIntentId: string, userEmail: string): Promise<Omit<SavedCard, 'savedAt'>> {
    if (!/^seti_[A-Za-z0-9_]{1,250}$/.test(setupIntentId)) throw notSaved();
    const setup = await this.call(() =>
      this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] }),
    );
    const method = setup.payment_method;
    if (
      setup.status !== 'succeeded' ||
      setup.metadata?.userEmail !== userEmail ||
      typeof setup.customer !== 'string' ||
      typeof method !== 'object' ||
      method === null ||
      !method.card
    )
      throw notSaved();
    return {
      customerId: setup.customer,
      paymentMethodId: method.id,
      brand: method.card.brand,
      last4: method.card.last4,
    };
  }

  async chargeSaved(input: Parameters<SavedCards['chargeSaved']>[0]): Promise<OffSessionCharge> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency,
          customer: input.card.customerId,
          payment_method: input.card.paymentMethodId,
          off_session: true,
          confirm: true,
          metadata: { ...input.metadata, discount: String(input.metadata.discount) },
        },
        { idempotencyKey: stripeKey(input.idempotencyKey) },
      );
      if (intent.status === 'succeeded') return { outcome: 'succeeded', intentId: intent.id };
      return { outcome: 'needs-authentication', intentId: intent.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        const intentId = error.payment_intent?.id;
        if (error.code === 'authentication_required')
          return { outcome: 'needs-authentication', ...(intentId ? { intentId } : {}) };
        return { outcome: 'declined', message: error.message };
      }
      throw toDomainError(error, this.logger);
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw toDomainError(error, this.logger);
    }
  }
}

import { isDomainError, type ErrorCode } from '../../domain/shared/errors.ts';
import type { Logger } from '../shared/ports.ts';
import type { ProcessedEvents, ProviderEvent } from './ports.ts';
import type { CardPaymentRecorder } from './record-card-payment.ts';

/** What became of an event; every outcome is acknowledged to the provider (2xx), so it stops redelivering. */
export type WebhookOutcome = 'recorded' | 'duplicate' | 'ignored' | 'refused';

/** Failures that may pass: the event is left unprocessed and the error thrown, so the provider redelivers it. */
const PASSING: readonly ErrorCode[] = ['SERVICE.UNAVAILABLE', 'PAYMENT.PROVIDER_FAILED'];

const quietLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/**
 * Records a payment the browser never reported (the tab was closed after paying). The event is marked
 * processed only once handled, so a crash half-way loses nothing: the redelivery runs again, and
 * the recorder, idempotent on the intent id, writes at most one row however often it runs.
 */
export class HandlePaymentWebhook {
  constructor(
    private readonly recordPayment: CardPaymentRecorder,
    private readonly processed: ProcessedEvents,
    private readonly logger: Logger = quietLogger,
  ) {}

  async execute(event: ProviderEvent): Promise<WebhookOutcome> {
    if (event.type !== 'payment_intent.succeeded' || !event.intentId) return 'ignored';
    if (await this.processed.isProcessed(event.id)) return 'duplicate';
    try {
      await this.recordPayment.execute({ transactionId: event.intentId });
    } catch (error) {
      if (!isDomainError(error) || PASSING.includes(error.code)) throw error;
      // Permanent (refunded by the recorder, or not one of ours): redelivering would change nothing.
      this.logger.warn(
        { eventId: event.id, intentId: event.intentId, code: error.code },
        'webhook payment not recorded',
      );
      await this.processed.markProcessed(event.id);
      return 'refused';
    }
    await this.processed.markProcessed(event.id);
    return 'recorded';
  }
}

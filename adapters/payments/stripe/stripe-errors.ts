import Stripe from 'stripe';
import type { Logger } from '../../../application/shared/ports.ts';
import { DomainError, isDomainError } from '../../../domain/shared/errors.ts';

export const UNREACHABLE = 'The payment provider cannot be reached right now; please try again shortly';
const FAILED = 'The payment provider could not complete the request; please try again';

/**
 * Stripe's failures in the product's terms. The card's own message is kept (the member must read why);
 * anything else is worded by us, so no provider detail or key hint reaches a client.
 */
export function toDomainError(error: unknown, logger?: Logger): DomainError {
  if (isDomainError(error)) return error;
  const { errors } = Stripe;
  if (error instanceof errors.StripeCardError) return new DomainError('PAYMENT.CARD_DECLINED', error.message);
  if (
    error instanceof errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  ) {
    return new DomainError('PAYMENT.INTENT_NOT_FOUND', 'No such payment intent');
  }
  // Unreachable, timed out, reset, or asking us to slow down: a retry a little later can succeed.
  if (error instanceof errors.StripeConnectionError || error instanceof errors.StripeRateLimitError) {
    logger?.warn({ provider: 'stripe', type: error.type, message: error.message }, 'payment provider unreachable');
    return new DomainError('SERVICE.UNAVAILABLE', UNREACHABLE);
  }
  if (error instanceof errors.StripeError) {
    // A 5xx is Stripe's own trouble; a 401/403/400 here is ours (wrong key, bad request): the log must say which.
    const log = error instanceof errors.StripeAPIError ? logger?.warn : logger?.error;
    log?.call(
      logger,
      { provider: 'stripe', type: error.type, code: error.code, statusCode: error.statusCode, message: error.message },
      'payment provider failed',
    );
    return new DomainError('PAYMENT.PROVIDER_FAILED', FAILED);
  }
  logger?.error({ provider: 'stripe', error: String(error) }, 'payment provider call failed unexpectedly');
  return new DomainError('SERVICE.UNAVAILABLE', UNREACHABLE);
}

import { ConnectionException, LockWaitTimeoutException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, isDomainError, type ErrorCode } from '../../../domain/errors.ts';

/*
 * The database decides every uniqueness rule; this table says which domain error each index stands for.
 * PostgreSQL names the index (`constraint`); SQLite names the columns ("UNIQUE constraint failed: t.a, t.b").
 * The messages are the memory adapter's, so the API answers the same whichever store is behind it.
 */
const UNIQUE_RULES: readonly { index: string; columns: string; code: ErrorCode; message: string }[] = [
  {
    index: 'apartments_location_unique',
    columns: 'apartments.block, apartments.floor, apartments.number',
    code: 'APARTMENT.DUPLICATE',
    message: 'An apartment with this block, floor and number already exists',
  },
  {
    index: 'agreements_one_open_per_user',
    columns: 'agreements.user_email',
    code: 'AGREEMENT.OPEN_EXISTS',
    message: 'You already have an open agreement request',
  },
  {
    index: 'agreements_one_accepted_per_apartment',
    columns: 'agreements.apartment_id',
    code: 'APARTMENT.ALREADY_RENTED',
    message: 'This apartment is already rented',
  },
  {
    index: 'coupons_code_key_unique',
    columns: 'coupons.code_key',
    code: 'COUPON.DUPLICATE_CODE',
    message: 'A coupon with this code already exists',
  },
  {
    index: 'users_email_unique',
    columns: 'users.email',
    code: 'USER.EMAIL_TAKEN',
    message: 'That email already has an account',
  },
  {
    index: 'payments_user_month_unique',
    columns: 'payments.user_email, payments.month_key',
    code: 'PAYMENT.MONTH_ALREADY_PAID',
    message: 'Payment for this month already exists!',
  },
  {
    index: 'payments_once_coupon_unique',
    columns: 'payments.user_email, payments.once_coupon_key',
    code: 'COUPON.ALREADY_USED',
    message: 'You have already used this coupon',
  },
  {
    index: 'payments_transaction_id_unique',
    columns: 'payments.transaction_id',
    code: 'PAYMENT.DUPLICATE_TRANSACTION',
    message: 'This transaction is already recorded',
  },
];

// Socket errors, PostgreSQL's "connection exception" (08xxx) and shutdown (57P0x) codes, too many connections.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'EPIPE',
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);
const UNAVAILABLE_MESSAGES =
  /timeout acquiring a connection|connection terminated|connection timeout|connection is closed|not queryable|unable to open database file/i;

function isUnavailable(error: unknown): boolean {
  if (error instanceof ConnectionException) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

function uniqueRuleOf(error: UniqueConstraintViolationException) {
  const { constraint } = error as { constraint?: string };
  return UNIQUE_RULES.find((rule) =>
    constraint
      ? constraint === rule.index
      : new RegExp(`UNIQUE constraint failed: ${rule.columns}$`, 'm').test(error.message),
  );
}

/**
 * Another connection holds the lock this statement needs (SQLite's SQLITE_BUSY, "database is locked"; a lock wait
 * timed out on PostgreSQL): nothing is wrong, and the same statement may well succeed a moment later.
 */
export function isBusy(error: unknown): boolean {
  if (error instanceof LockWaitTimeoutException) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    (typeof code === 'string' && code.startsWith('SQLITE_BUSY')) ||
    (typeof message === 'string' && /database is locked/i.test(message))
  );
}

/** Seconds a client is told to wait before trying again a request refused because the database was busy. */
export const BUSY_RETRY_AFTER_SECONDS = 1;

/** A domain error for what the domain knows (a broken rule, an outage); anything else unchanged. */
export function translate(error: unknown): unknown {
  if (isDomainError(error)) return error;
  if (isBusy(error)) {
    // `retryAfter`: the seconds a caller should wait before trying again (an HTTP answer's Retry-After).
    return Object.assign(new DomainError('SERVICE.UNAVAILABLE', 'The database is busy; try again shortly'), {
      retryAfter: BUSY_RETRY_AFTER_SECONDS,
    });
  }
  if (error instanceof UniqueConstraintViolationException) {
    const rule = uniqueRuleOf(error);
    return rule ? new DomainError(rule.code, rule.message) : error;
  }
  if (isUnavailable(error))
    return new DomainError('SERVICE.UNAVAILABLE', 'The database is unavailable; try again shortly');
  return error;
}

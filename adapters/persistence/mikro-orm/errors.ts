import { ConnectionException, LockWaitTimeoutException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { DomainError, isDomainError } from '../../../domain/shared/errors.ts';
import { UNIQUE_RULES, uniqueViolation, type UniqueIndex } from '../unique-rules.ts';

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

/**
 * The database decides every uniqueness rule. PostgreSQL names the index that refused the write (`constraint`);
 * SQLite names its columns.
 */
function uniqueIndexOf(error: UniqueConstraintViolationException): UniqueIndex | undefined {
  const { constraint } = error as { constraint?: string };
  return (Object.keys(UNIQUE_RULES) as UniqueIndex[]).find((index) =>
    constraint
      ? constraint === index
      : new RegExp(`UNIQUE constraint failed: ${UNIQUE_RULES[index].columns}$`, 'm').test(error.message),
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
    const index = uniqueIndexOf(error);
    return index ? uniqueViolation(index) : error;
  }
  if (isUnavailable(error))
    return new DomainError('SERVICE.UNAVAILABLE', 'The database is unavailable; try again shortly');
  return error;
}

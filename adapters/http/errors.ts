import type { Context } from 'koa';
import type { Logger } from 'pino';
import { REFUSAL_KIND, type ErrorCode } from '../../domain/areas.ts';
import type { RefusalKind } from '../../domain/shared/area.ts';
import { isDomainError } from '../../domain/shared/errors.ts';
import type { ErrorDto } from './shared/contract.ts';

/** The one place a kind of refusal becomes an HTTP status. */
const STATUS_OF_KIND: Record<RefusalKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  declined: 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  'provider-failed': 502,
  unavailable: 503,
};

/** A domain error's HTTP status, from its code's kind. */
export const statusOf = (code: ErrorCode): number => STATUS_OF_KIND[REFUSAL_KIND[code]];

/** Errors Koa and its body parser raise on their own, given stable codes of ours. */
const HTTP_CODES: Record<number, [string, string]> = {
  400: ['HTTP.BAD_REQUEST', 'The request body is not valid JSON'],
  404: ['HTTP.NOT_FOUND', 'No such API route'],
  405: ['HTTP.METHOD_NOT_ALLOWED', 'That method is not allowed here'],
  413: ['HTTP.PAYLOAD_TOO_LARGE', 'The request body is too large'],
  415: ['HTTP.UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json'],
  429: ['HTTP.TOO_MANY_REQUESTS', 'Too many requests; try again shortly'],
  501: ['HTTP.NOT_IMPLEMENTED', 'This server does not support that method'],
};

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message?: string,
  ) {
    super(message ?? HTTP_CODES[status]?.[1] ?? 'Request failed');
  }
}

/** Answers a failure with { message, code, requestId }, never a stack trace, SQL or secret; logs those that are ours. */
export function answerFailure(ctx: Context, error: unknown, logger: Logger): void {
  const requestId = String(ctx.state.requestId ?? '');
  let status: number;
  let body: ErrorDto;
  if (isDomainError(error)) {
    status = statusOf(error.code);
    const { line } = error as { line?: unknown };
    body = {
      message: error.message,
      code: error.code,
      requestId,
      ...(error.fields ? { fields: { ...error.fields } } : {}),
      ...(typeof line === 'number' ? { line } : {}),
    };
  } else if (error instanceof HttpError || isClientHttpError(error)) {
    status = (error as { status: number }).status;
    const [code, message] = HTTP_CODES[status] ?? ['HTTP.ERROR', 'Request failed'];
    body = { message: error instanceof HttpError ? error.message : message, code, requestId };
  } else {
    status = 500;
    body = { message: 'Something went wrong on our side', code: 'INTERNAL', requestId };
  }
  // A 501 is a client asking for a method no route has, not a failure of ours: the access log line is enough.
  if (status >= 500 && status !== 501) logger.error({ err: error, requestId, path: ctx.path }, 'request failed');
  ctx.status = status;
  ctx.body = body;
  // A refusal that knows when trying again makes sense says so: a rate limit (429), a busy database (503).
  const { retryAfter } = (error ?? {}) as { retryAfter?: unknown };
  if ((status === 429 || status === 503) && typeof retryAfter === 'number' && retryAfter > 0) {
    ctx.set('Retry-After', String(Math.ceil(retryAfter)));
  }
}

/** Errors from Koa's own helpers (body parser, router) that carry a 4xx or 501 status; answered with our own words. */
function isClientHttpError(error: unknown): boolean {
  const status = (error as { status?: unknown })?.status;
  return typeof status === 'number' && ((status >= 400 && status < 500) || status === 501);
}

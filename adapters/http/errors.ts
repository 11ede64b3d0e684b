import type { Context } from 'koa';
import type { Logger } from 'pino';
import { isDomainError, type ErrorCode } from '../../domain/shared/errors.ts';
import type { ErrorDto } from './shared/contract.ts';

/** The one place a domain error becomes an HTTP status. */
export const STATUS_OF: Record<ErrorCode, number> = {
  'VALIDATION.INVALID_INPUT': 400,
  'AUTH.UNAUTHENTICATED': 401,
  'AUTH.FORBIDDEN': 403,
  'USER.NOT_FOUND': 404,
  'USER.EMAIL_TAKEN': 409,
  'USER.IS_ADMIN': 409,
  'USER.NOT_MEMBER': 409,
  'USER.ROLE_CHANGED': 409,
  'APARTMENT.NOT_FOUND': 404,
  'APARTMENT.ALREADY_RENTED': 409,
  'APARTMENT.DUPLICATE': 409,
  'APARTMENT.RETIRED': 409,
  'APARTMENT.LEASED': 409,
  'APARTMENT.REQUESTED': 409,
  'APARTMENT.CHANGED': 409,
  'APARTMENT.PHOTO_INVALID': 400,
  'APARTMENT.PHOTO_TOO_LARGE': 413,
  'APARTMENT.IMPORT_INVALID': 400,
  'APARTMENT.IMPORT_TOO_MANY_ROWS': 413,
  'AGREEMENT.NOT_FOUND': 404,
  'AGREEMENT.OPEN_EXISTS': 409,
  'AGREEMENT.ALREADY_DECIDED': 409,
  'AGREEMENT.ALREADY_ACCEPTED': 409,
  'AGREEMENT.ALREADY_REJECTED': 409,
  'AGREEMENT.NOT_ACCEPTED': 409,
  'AGREEMENT.INVALID_START': 400,
  'COUPON.NOT_FOUND': 404,
  'COUPON.DUPLICATE_CODE': 409,
  'COUPON.INVALID_DISCOUNT': 400,
  'COUPON.INACTIVE': 409,
  'COUPON.CHANGED': 409,
  'BUILDING.CHANGED': 409,
  'SCHEDULE.CHANGED': 409,
  'ANNOUNCEMENT.NOT_FOUND': 404,
  'ANNOUNCEMENT.CHANGED': 409,
  'COUPON.EXPIRED': 409,
  'COUPON.ALREADY_USED': 409,
  'PAYMENT.INVALID_MONTH': 400,
  'PAYMENT.MONTH_ALREADY_PAID': 409,
  'PAYMENT.MONTH_NOT_PAYABLE': 409,
  'PAYMENT.DUPLICATE_TRANSACTION': 409,
  'PAYMENT.RECORDED_FOR_ANOTHER_MONTH': 409,
  'PAYMENT.AMOUNT_MISMATCH': 400,
  'PAYMENT.INTENT_NOT_FOUND': 404,
  'PAYMENT.INTENT_NOT_SUCCEEDED': 409,
  'PAYMENT.INTENT_MISMATCH': 403,
  'PAYMENT.CARD_DECLINED': 402,
  'PAYMENT.PROVIDER_FAILED': 502,
  'PAYMENT.RECEIPT_NOT_FOUND': 404,
  'SERVICE.UNAVAILABLE': 503,
  'MAINTENANCE.NOT_YOURS': 403,
  'MAINTENANCE.ADMINS_ONLY': 403,
  'MAINTENANCE.RESIDENT_ONLY': 403,
  'MAINTENANCE.FINISHED': 409,
  'MAINTENANCE.WRONG_STATUS': 409,
  'MAINTENANCE.REOPEN_EXPIRED': 409,
  'MAINTENANCE.DAILY_LIMIT': 429,
  'MAINTENANCE.NOT_FOUND': 404,
  'EMAIL.NOT_FOUND': 404,
  'EMAIL.NOT_FAILED': 409,
  'MAINTENANCE.CHANGED': 409,
  'MAINTENANCE.NO_FLAT': 409,
  'MAINTENANCE.TOO_MANY_PHOTOS': 400,
  'MAINTENANCE.PHOTO_TOO_LARGE': 413,
  'MAINTENANCE.PHOTO_INVALID': 400,
  'MAINTENANCE.NOT_ASSIGNED': 404,
  'MAINTENANCE.SAME_ASSIGNEE': 409,
  'PARKING.NOT_FOUND': 404,
  'PARKING.LABEL_TAKEN': 409,
  'PARKING.SPACE_TAKEN': 409,
  'PARKING.MEMBER_HAS_SPACE': 409,
  'LEDGER.ENTRY_NOT_FOUND': 404,
  'LEDGER.NOT_VOIDABLE': 409,
  'LEDGER.ALREADY_VOIDED': 409,
  'LEDGER.DUPLICATE_REFERENCE': 409,
  'CHARGE.RECURRING_NOT_FOUND': 404,
  'CHARGE.RECURRING_CHANGED': 409,
  'CHARGE.RECURRING_ENDED': 409,
  'CHARGE.IMPORT_INVALID': 400,
  'CHARGE.IMPORT_TOO_MANY_ROWS': 413,
  'PAYMENT.REPORT_NOT_FOUND': 404,
  'PAYMENT.REPORT_DECIDED': 409,
  'PAYMENT.NOTHING_OWED': 409,
  'ONLINEPAYMENT.OFF': 404,
  'ONLINEPAYMENT.NOT_FOUND': 404,
  'ONLINEPAYMENT.NOT_VALIDATED': 409,
  'LATEFEE.CHANGED': 409,
  'LATEFEE.ALREADY_ADDED': 409,
  'AUTOPAY.NO_LEASE': 409,
  'AUTOPAY.NO_CARD': 409,
  'AUTOPAY.NOT_ON': 409,
  'AUTOPAY.CHANGED': 409,
  'AUTOPAY.CARD_NOT_SAVED': 402,
  'RENTCHANGE.NOT_FOUND': 404,
  'RENTCHANGE.IN_EFFECT': 409,
  'RENTCHANGE.DUPLICATE_MONTH': 409,
  'RENEWAL.NOT_FOUND': 404,
  'RENEWAL.NOT_RENEWABLE': 409,
  'RENEWAL.TOO_LATE': 409,
  'RENEWAL.ANSWERED': 409,
  'RENEWAL.PENDING_EXISTS': 409,
  'FINAL.NOT_FOUND': 404,
  'FINAL.ALREADY_SETTLED': 409,
  'FINAL.CHANGED': 409,
  'FINAL.DEDUCTION_NOT_FOUND': 404,
  'STAFF.NOT_FOUND': 404,
  'STAFF.NOT_ELIGIBLE': 409,
  'STAFF.ALREADY_STAFF': 409,
  'VISITOR.NOT_FOUND': 404,
  'VISITOR.EXPIRED': 409,
  'VISITOR.NOT_TODAY': 409,
  'VISITOR.ALREADY_USED': 409,
  'VISITOR.CANCELLED': 409,
  'VISITOR.NOT_INSIDE': 409,
  'VISITOR.CODE_TAKEN': 409,
  'VISITOR.NO_FLAT': 409,
  'VISITOR.SETTINGS_CHANGED': 409,
  'SPACE.NOT_FOUND': 404,
  'SPACE.RETIRED': 409,
  'SPACE.CHANGED': 409,
  'SPACE.HAS_BOOKINGS': 409,
  'BOOKING.NOT_FOUND': 404,
  'BOOKING.CHANGED': 409,
  'BOOKING.TOO_LATE': 409,
  'BOOKING.LIMIT_REACHED': 409,
  'BOOKING.SLOT_TAKEN': 409,
  'PARCEL.NOT_FOUND': 404,
  'PARCEL.ALREADY_COLLECTED': 409,
  'PARCEL.PHOTO_INVALID': 400,
  'PARCEL.PHOTO_TOO_LARGE': 413,
};

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
    status = STATUS_OF[error.code];
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

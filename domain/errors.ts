/**
 * Every rule the product enforces fails with one of these codes. The codes are stable: clients,
 * logs and the HTTP status table key on them, so rename one only with a migration of all three.
 */
export const ERROR_CODES = [
  'VALIDATION.INVALID_INPUT',
  'AUTH.UNAUTHENTICATED',
  'AUTH.FORBIDDEN',
  'USER.NOT_FOUND',
  'USER.EMAIL_TAKEN',
  'USER.IS_ADMIN',
  'USER.NOT_MEMBER',
  'USER.ROLE_CHANGED',
  'APARTMENT.NOT_FOUND',
  'APARTMENT.ALREADY_RENTED',
  'APARTMENT.DUPLICATE',
  'APARTMENT.RETIRED',
  'APARTMENT.LEASED',
  'APARTMENT.REQUESTED',
  'APARTMENT.CHANGED',
  'APARTMENT.PHOTO_INVALID',
  'APARTMENT.PHOTO_TOO_LARGE',
  'APARTMENT.IMPORT_INVALID',
  'AGREEMENT.NOT_FOUND',
  'AGREEMENT.OPEN_EXISTS',
  'AGREEMENT.ALREADY_DECIDED',
  'AGREEMENT.NOT_ACCEPTED',
  'AGREEMENT.INVALID_START',
  'COUPON.NOT_FOUND',
  'COUPON.DUPLICATE_CODE',
  'COUPON.INVALID_DISCOUNT',
  'COUPON.INACTIVE',
  'COUPON.CHANGED',
  'BUILDING.CHANGED',
  'ANNOUNCEMENT.NOT_FOUND',
  'ANNOUNCEMENT.CHANGED',
  'COUPON.EXPIRED',
  'COUPON.ALREADY_USED',
  'PAYMENT.INVALID_MONTH',
  'PAYMENT.MONTH_ALREADY_PAID',
  'PAYMENT.MONTH_NOT_PAYABLE',
  'PAYMENT.DUPLICATE_TRANSACTION',
  'PAYMENT.AMOUNT_MISMATCH',
  'PAYMENT.INTENT_NOT_FOUND',
  'PAYMENT.INTENT_NOT_SUCCEEDED',
  'PAYMENT.INTENT_MISMATCH',
  'PAYMENT.CARD_DECLINED',
  'PAYMENT.PROVIDER_FAILED',
  'PAYMENT.RECEIPT_NOT_FOUND',
  'SERVICE.UNAVAILABLE',
  'MAINTENANCE.NOT_YOURS',
  'MAINTENANCE.ADMINS_ONLY',
  'MAINTENANCE.RESIDENT_ONLY',
  'MAINTENANCE.FINISHED',
  'MAINTENANCE.WRONG_STATUS',
  'MAINTENANCE.REOPEN_EXPIRED',
  'MAINTENANCE.DAILY_LIMIT',
  'MAINTENANCE.NOT_FOUND',
  'MAINTENANCE.CHANGED',
  'MAINTENANCE.NO_FLAT',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Input refused field by field: each field's problem in words a person reads. */
    readonly fields?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const isDomainError = (error: unknown): error is DomainError => error instanceof DomainError;

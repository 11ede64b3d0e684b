import { couponKey } from '../../domain/coupons/coupon.ts';
import { DomainError, type ErrorCode } from '../../domain/shared/errors.ts';

interface UniqueRule {
  /** The indexed columns as SQLite names them ("UNIQUE constraint failed: t.a, t.b"). */
  readonly columns: string;
  readonly code: ErrorCode;
  readonly message: string;
}

/**
 * Every uniqueness rule of the stores, by the name of the unique index that holds it in the SQL databases (the
 * migrations create them), with the domain error a caller gets when a write breaks it. The SQL stores translate the
 * database's refusal through this table; the memory store checks the same rules itself and throws the same errors,
 * so the API answers alike whichever store is behind it.
 */
export const UNIQUE_RULES = {
  apartments_location_unique: {
    columns: 'apartments.block, apartments.floor, apartments.number',
    code: 'APARTMENT.DUPLICATE',
    message: 'An apartment with this block, floor and number already exists',
  },
  agreements_one_open_per_user: {
    columns: 'agreements.user_email',
    code: 'AGREEMENT.OPEN_EXISTS',
    message: 'You already have an open agreement request',
  },
  agreements_one_accepted_per_apartment: {
    columns: 'agreements.apartment_id',
    code: 'APARTMENT.ALREADY_RENTED',
    message: 'This apartment is already rented',
  },
  coupons_code_key_unique: {
    columns: 'coupons.code_key',
    code: 'COUPON.DUPLICATE_CODE',
    message: 'A coupon with this code already exists',
  },
  users_email_unique: {
    columns: 'users.email',
    code: 'USER.EMAIL_TAKEN',
    message: 'That email already has an account',
  },
  payments_user_month_unique: {
    columns: 'payments.user_email, payments.month_key',
    code: 'PAYMENT.MONTH_ALREADY_PAID',
    message: 'Payment for this month already exists!',
  },
  payments_once_coupon_unique: {
    columns: 'payments.user_email, payments.once_coupon_key',
    code: 'COUPON.ALREADY_USED',
    message: 'You have already used this coupon',
  },
  payments_transaction_id_unique: {
    columns: 'payments.transaction_id',
    code: 'PAYMENT.DUPLICATE_TRANSACTION',
    message: 'This transaction is already recorded',
  },
  maintenance_photos_request_position_unique: {
    columns: 'maintenance_photos.request_id, maintenance_photos.position',
    code: 'MAINTENANCE.CHANGED',
    message: 'This request already has a photo at that position',
  },
  parking_spaces_label_unique: {
    columns: 'parking_spaces.label',
    code: 'PARKING.LABEL_TAKEN',
    message: 'A parking space with this label already exists',
  },
  parking_spaces_member_unique: {
    columns: 'parking_spaces.member_email',
    code: 'PARKING.MEMBER_HAS_SPACE',
    message: 'This member already has a parking space',
  },
  ledger_entries_reference_unique: {
    columns: 'ledger_entries.lease_id, ledger_entries.method, ledger_entries.reference',
    code: 'LEDGER.DUPLICATE_REFERENCE',
    message: 'A payment with this reference is already on this lease’s books',
  },
  ledger_entries_voids_unique: {
    columns: 'ledger_entries.voids',
    code: 'LEDGER.ALREADY_VOIDED',
    message: 'This entry was already voided, perhaps by another admin',
  },
  rent_changes_lease_month_unique: {
    columns: 'rent_changes.lease_id, rent_changes.effective_month',
    code: 'RENTCHANGE.DUPLICATE_MONTH',
    message: 'This lease already has a rent change from that month',
  },
  renewal_offers_one_pending: {
    columns: 'renewal_offers.lease_id',
    code: 'RENEWAL.PENDING_EXISTS',
    message: 'This lease already has a renewal offer waiting for an answer',
  },
  ledger_entries_late_fee_unique: {
    columns: 'ledger_entries.lease_id, ledger_entries.month',
    code: 'LATEFEE.ALREADY_ADDED',
    message: 'This month’s late fee is already on this lease’s books',
  },
  staff_members_email_unique: {
    columns: 'staff_members.email',
    code: 'STAFF.ALREADY_STAFF',
    message: 'This person is already on the staff',
  },
  visits_open_code_unique: {
    columns: 'visits.date, visits.code',
    code: 'VISITOR.CODE_TAKEN',
    message: 'Another pass for that day has this code',
  },
  space_bookings_slot_unique: {
    columns: 'space_bookings.space_id, space_bookings.day, space_bookings.start_time',
    code: 'BOOKING.SLOT_TAKEN',
    message: 'Someone booked this slot just now; pick another',
  },
} as const satisfies Record<string, UniqueRule>;

export type UniqueIndex = keyof typeof UNIQUE_RULES;

/**
 * The other unique indexes of the SQL databases: none is a rule a caller can break, so none has an error. Each
 * says what the stores do instead; the memory store does the same.
 */
export const UNIQUE_INDEXES_WITHOUT_RULE = {
  payments_receipt_number_unique: 'a payment takes the next number of the receipt counter, so no two share one',
  ledger_entries_receipt_number_unique:
    'a recorded payment takes the next number of the counter card payments number theirs from, so no two share one',
  sandbox_intents_idempotency_key_unique: 'adding an intent under a key already used answers the intent kept there',
} as const;

export type UniqueIndexWithoutRule = keyof typeof UNIQUE_INDEXES_WITHOUT_RULE;

/** The error for a write that breaks the rule of `index`. */
export function uniqueViolation(index: UniqueIndex): DomainError {
  const rule = UNIQUE_RULES[index];
  return new DomainError(rule.code, rule.message);
}

/** A duplicate coupon is named in the answer, so the admin sees which code is taken. */
export function couponCodeTaken(code: string): DomainError {
  const problem = `A coupon with code ${couponKey(code)} already exists`;
  return new DomainError('COUPON.DUPLICATE_CODE', problem, { code: problem });
}

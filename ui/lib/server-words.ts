/**
 * The server's refusals in the reader's language. The server answers in English, `{ message, code, fields }`, and its
 * code is stable: an English reader sees the server's own words, a Bangla reader the catalogue's sentence for the
 * code (`errors.<CODE>`), and beside each refused field the catalogue's words for the rule the field broke. Forms that
 * check a rule before sending use the same words (`sayRule`), so both say it alike.
 */
import {
  ANNOUNCEMENT_RULES,
  DESCRIPTION_MAX as ANNOUNCEMENT_MAX,
  TITLE_MAX as ANNOUNCEMENT_TITLE_MAX,
} from '@domain/announcements/announcement.ts';
import { REJECTION_REASON_MAX, REJECTION_RULES } from '@domain/agreements/agreement.ts';
import { LEASE_TERMS_RULES, MAX_TERM_MONTHS } from '@domain/agreements/terms.ts';
import { RENT_CHANGE_RULES } from '@domain/agreements/rent-change.ts';
import { RENEWAL_RULES } from '@domain/agreements/renewal.ts';
import {
  ADDRESS_MAX,
  AGE_MAX,
  HOUSEHOLD_MAX,
  NAME_MAX,
  RELATION_MAX,
  TENANT_DETAILS_RULES,
} from '@domain/agreements/tenant-details.ts';
import {
  APARTMENT_PHOTO_MAX_BYTES,
  APARTMENT_RULES,
  MAX_FLOOR,
  MAX_IMPORT_ROWS,
  MAX_RENT,
} from '@domain/apartments/apartment.ts';
import { BUILDING_RULES } from '@domain/building/building.ts';
import { COUPON_RULES } from '@domain/coupons/coupon.ts';
import {
  LABEL_MAX as CHARGE_LABEL_MAX,
  LEDGER_RULES,
  MAX_ENTRY,
  NOTE_MAX as PAYMENT_NOTE_MAX,
  REASON_MAX as VOID_REASON_MAX,
  REFERENCE_MAX,
} from '@domain/ledger/writing.ts';
import { PARKING_RULES } from '@domain/parking/parking.ts';
import { AHEAD_MAX, FEE_MAX, LIMIT_MAX, NAME_MAX as SPACE_NAME_MAX, SPACE_RULES } from '@domain/common-spaces/space.ts';
import { BOOKING_RULES, DECLINE_REASON_MAX } from '@domain/common-spaces/booking.ts';
import { DEDUCTION_REASON_MAX, FINAL_STATEMENT_RULES } from '@domain/move-out/final-statement.ts';
import { MAX_BILL_ROWS, MAX_CHOSEN_LEASES, RECURRING_RULES } from '@domain/charges/charges.ts';
import { DECISION_REASON_MAX, PAYMENT_REPORT_RULES } from '@domain/payment-reports/payment-report.ts';
import { LATE_FEE_RULES, MAX_GRACE_DAYS, MAX_LATE_FEE } from '@domain/late-fees/late-fee.ts';
import {
  CLOSING_COMMENT_MAX,
  COMMENT_MAX,
  DAILY_LIMIT,
  DESCRIPTION_MAX,
  ENTRY_NOTES_MAX,
  MAINTENANCE_RULES,
  PHOTO_LIMIT,
  PHOTO_MAX_BYTES,
  REASON_MAX,
  REOPEN_WINDOW_DAYS,
  TITLE_MAX,
} from '@domain/maintenance/fields.ts';
import { REMINDER_RULES } from '@domain/notifications/reminders.ts';
import { USER_RULES } from '@domain/members/user.ts';
import { STAFF_RULES } from '@domain/front-desk/staff.ts';
import { MAX_DAYS_AHEAD, MAX_RETENTION_DAYS, VISITOR_RULES } from '@domain/front-desk/visitors.ts';
import { PARCEL_RULES } from '@domain/parcels/parcels.ts';
import type { ErrorCode } from '@domain/areas.ts';
import { en, type MessageId } from '@/i18n/en/index.ts';
import { localeNow, numberNow, translateNow } from './i18n/intl.tsx';

/** A rule's words in the catalogue, and the numbers they name (formatted in the reader's language). */
export interface RuleWords {
  readonly id: MessageId;
  readonly numbers?: Readonly<Record<string, number>>;
}

type WordsOf<Rules> = { readonly [Field in keyof Rules]: RuleWords };

const upTo = (max: number) => ({ numbers: { max } });
const between = (min: number, max: number) => ({ numbers: { min, max } });

/** Every rule of the domain's rule tables by table and field; a rule added to a table needs its words here. */
export const RULE_WORDS = {
  building: {
    name: { id: 'building.rule.name', ...between(1, 80) },
    address: { id: 'building.rule.address', ...between(1, 200) },
    latitude: { id: 'building.rule.latitude', ...between(-90, 90) },
    longitude: { id: 'building.rule.longitude', ...between(-180, 180) },
    phone: { id: 'building.rule.phone', ...between(6, 20) },
    email: { id: 'building.rule.email' },
    emergencyPhone: { id: 'building.rule.emergencyPhone', ...between(6, 20) },
  } satisfies WordsOf<typeof BUILDING_RULES>,
  apartment: {
    block: { id: 'manageApartments.rule.block', ...between(1, 10) },
    floor: { id: 'manageApartments.rule.floor', ...between(0, MAX_FLOOR) },
    number: { id: 'manageApartments.rule.number', ...between(1, 20) },
    rent: { id: 'manageApartments.rule.rent', ...between(1, MAX_RENT) },
  } satisfies WordsOf<typeof APARTMENT_RULES>,
  coupon: {
    code: { id: 'coupons.rule.code', ...upTo(40) },
    discountPercentage: { id: 'coupons.rule.discountPercentage', ...between(1, 100) },
    description: { id: 'coupons.rule.description', ...upTo(300) },
    limit: { id: 'coupons.rule.limit' },
    expiresOn: { id: 'coupons.rule.expiresOn' },
  } satisfies WordsOf<typeof COUPON_RULES>,
  parking: {
    label: { id: 'parking.rule.label' },
    memberEmail: { id: 'parking.rule.memberEmail' },
  } satisfies WordsOf<typeof PARKING_RULES>,
  paymentReport: {
    amount: { id: 'paymentReports.rule.amount' },
    paidOn: { id: 'paymentReports.rule.paidOn' },
    method: { id: 'paymentReports.rule.method' },
    reference: { id: 'paymentReports.rule.reference', ...upTo(REFERENCE_MAX) },
    note: { id: 'paymentReports.rule.note', ...upTo(PAYMENT_NOTE_MAX) },
    reason: { id: 'paymentReports.rule.reason', ...upTo(DECISION_REASON_MAX) },
  } satisfies WordsOf<typeof PAYMENT_REPORT_RULES>,
  announcement: {
    title: { id: 'announcements.rule.title', ...upTo(ANNOUNCEMENT_TITLE_MAX) },
    description: { id: 'announcements.rule.description', ...upTo(ANNOUNCEMENT_MAX) },
  } satisfies WordsOf<typeof ANNOUNCEMENT_RULES>,
  reminder: {
    dueDay: { id: 'building.schedule.dueDayRule' },
    daysBefore: { id: 'building.schedule.daysBeforeRule' },
    daysAfter: { id: 'building.schedule.daysAfterRule' },
  } satisfies WordsOf<typeof REMINDER_RULES>,
  user: {
    email: { id: 'auth.rule.email' },
  } satisfies WordsOf<typeof USER_RULES>,
  maintenance: {
    category: { id: 'maintenance.rule.category' },
    title: { id: 'maintenance.rule.title', ...upTo(TITLE_MAX) },
    description: { id: 'maintenance.rule.description', ...upTo(DESCRIPTION_MAX) },
    entryNotes: { id: 'maintenance.rule.entryNotes', ...upTo(ENTRY_NOTES_MAX) },
    declineReason: { id: 'maintenance.rule.declineReason', ...upTo(REASON_MAX) },
    reopenReason: { id: 'maintenance.rule.reopenReason', ...upTo(REASON_MAX) },
    comment: { id: 'maintenance.rule.comment', ...upTo(COMMENT_MAX) },
    internalNote: { id: 'maintenance.rule.internalNote', ...upTo(COMMENT_MAX) },
    rating: { id: 'maintenance.rule.rating', ...between(1, 5) },
    closingComment: { id: 'maintenance.rule.closingComment', ...upTo(CLOSING_COMMENT_MAX) },
  } satisfies WordsOf<typeof MAINTENANCE_RULES>,
  recurring: {
    name: { id: 'charges.rule.name', ...upTo(CHARGE_LABEL_MAX) },
    kind: { id: 'books.rule.kind' },
    amount: { id: 'books.rule.amount', ...between(0, MAX_ENTRY / 100) },
    fromMonth: { id: 'charges.rule.fromMonth' },
    untilMonth: { id: 'charges.rule.untilMonth' },
    leases: { id: 'charges.rule.leases', ...between(1, MAX_CHOSEN_LEASES) },
  } satisfies WordsOf<typeof RECURRING_RULES>,
  tenant: {
    phone: { id: 'tenant.rule.phone' },
    nid: { id: 'tenant.rule.nid' },
    fatherName: { id: 'tenant.rule.fatherName', ...upTo(NAME_MAX) },
    permanentAddress: { id: 'tenant.rule.permanentAddress', ...upTo(ADDRESS_MAX) },
    previousAddress: { id: 'tenant.rule.previousAddress', ...upTo(ADDRESS_MAX) },
    previousLandlordName: { id: 'tenant.rule.previousLandlordName', ...upTo(NAME_MAX) },
    previousLandlordPhone: { id: 'tenant.rule.previousLandlordPhone' },
    household: { id: 'tenant.rule.household', ...upTo(HOUSEHOLD_MAX) },
    householdName: { id: 'tenant.rule.householdName', ...upTo(NAME_MAX) },
    householdRelation: { id: 'tenant.rule.householdRelation', ...upTo(RELATION_MAX) },
    householdAge: { id: 'tenant.rule.householdAge', ...upTo(AGE_MAX) },
    emergencyName: { id: 'tenant.rule.emergencyName', ...upTo(NAME_MAX) },
    emergencyRelation: { id: 'tenant.rule.emergencyRelation', ...upTo(RELATION_MAX) },
    emergencyPhone: { id: 'tenant.rule.emergencyPhone' },
  } satisfies WordsOf<typeof TENANT_DETAILS_RULES>,
  rejection: {
    reason: { id: 'agreements.reject.reasonRule', ...upTo(REJECTION_REASON_MAX) },
  } satisfies WordsOf<typeof REJECTION_RULES>,
  ledger: {
    // The most one entry may be, in taka (the domain keeps it in poisha).
    amount: { id: 'books.rule.amount', ...between(0, MAX_ENTRY / 100) },
    paidOn: { id: 'books.rule.paidOn' },
    method: { id: 'books.rule.method' },
    reference: { id: 'books.rule.reference', ...upTo(REFERENCE_MAX) },
    note: { id: 'books.rule.note', ...upTo(PAYMENT_NOTE_MAX) },
    kind: { id: 'books.rule.kind' },
    month: { id: 'books.rule.month' },
    label: { id: 'books.rule.label', ...upTo(CHARGE_LABEL_MAX) },
    reason: { id: 'books.rule.reason', ...upTo(VOID_REASON_MAX) },
  } satisfies WordsOf<typeof LEDGER_RULES>,
  lateFee: {
    enabled: { id: 'lateFees.rule.enabled' },
    graceDays: { id: 'lateFees.rule.graceDays', ...between(0, MAX_GRACE_DAYS) },
    basis: { id: 'lateFees.rule.basis' },
    // The largest fee and cap, in taka (the domain keeps them in poisha).
    amount: { id: 'lateFees.rule.amount', ...between(0, MAX_LATE_FEE / 100) },
    percent: { id: 'lateFees.rule.percent', ...between(0, 100) },
    cap: { id: 'lateFees.rule.cap', ...between(1, MAX_LATE_FEE / 100) },
  } satisfies WordsOf<typeof LATE_FEE_RULES>,
  leaseTerms: {
    rent: { id: 'agreements.rule.rent', ...between(1, MAX_RENT) },
    endMonth: { id: 'agreements.rule.endMonth' },
    advanceMonths: { id: 'agreements.rule.advanceMonths', ...between(0, MAX_TERM_MONTHS) },
    deposit: { id: 'agreements.rule.deposit', ...between(0, MAX_TERM_MONTHS) },
  } satisfies WordsOf<typeof LEASE_TERMS_RULES>,
  rentChange: {
    rent: { id: 'leaseChanges.rule.rent', ...between(1, MAX_RENT) },
    effectiveMonth: { id: 'leaseChanges.rule.effectiveMonth' },
  } satisfies WordsOf<typeof RENT_CHANGE_RULES>,
  renewal: {
    endMonth: { id: 'leaseChanges.rule.endMonth' },
    rent: { id: 'leaseChanges.rule.renewalRent', ...between(1, MAX_RENT) },
  } satisfies WordsOf<typeof RENEWAL_RULES>,
  finalStatement: {
    // The most one deduction may be, in taka (the domain keeps it in poisha).
    amount: { id: 'moveOut.rule.amount', ...between(0, MAX_ENTRY / 100) },
    reason: { id: 'moveOut.rule.reason', ...upTo(DEDUCTION_REASON_MAX) },
    restOwed: { id: 'moveOut.rule.restOwed' },
    method: { id: 'moveOut.rule.method' },
    reference: { id: 'moveOut.rule.reference', ...upTo(REFERENCE_MAX) },
  } satisfies WordsOf<typeof FINAL_STATEMENT_RULES>,
  staff: {
    email: { id: 'frontDesk.rule.email' },
    name: { id: 'frontDesk.rule.name', ...between(2, 60) },
    job: { id: 'frontDesk.rule.job' },
  } satisfies WordsOf<typeof STAFF_RULES>,
  visitor: {
    visitorName: { id: 'frontDesk.rule.visitorName', ...between(2, 60) },
    phone: { id: 'frontDesk.rule.phone' },
    date: { id: 'frontDesk.rule.date', ...upTo(MAX_DAYS_AHEAD) },
    note: { id: 'frontDesk.rule.note', ...upTo(200) },
    apartmentId: { id: 'frontDesk.rule.apartmentId' },
    code: { id: 'frontDesk.rule.code' },
    retentionDays: { id: 'frontDesk.rule.retentionDays', ...between(1, MAX_RETENTION_DAYS) },
  } satisfies WordsOf<typeof VISITOR_RULES>,
  space: {
    name: { id: 'spaces.rule.name', ...upTo(SPACE_NAME_MAX) },
    opensAt: { id: 'spaces.rule.opensAt' },
    closesAt: { id: 'spaces.rule.closesAt' },
    slotMinutes: { id: 'spaces.rule.slotMinutes' },
    aheadDays: { id: 'spaces.rule.aheadDays', ...upTo(AHEAD_MAX) },
    monthlyLimit: { id: 'spaces.rule.monthlyLimit', ...upTo(LIMIT_MAX) },
    fee: { id: 'spaces.rule.fee', ...upTo(FEE_MAX) },
  } satisfies WordsOf<typeof SPACE_RULES>,
  booking: {
    spaceId: { id: 'spaces.rule.spaceId' },
    day: { id: 'spaces.rule.day' },
    start: { id: 'spaces.rule.start' },
    reason: { id: 'spaces.rule.reason', ...upTo(DECLINE_REASON_MAX) },
  } satisfies WordsOf<typeof BOOKING_RULES>,
  parcel: {
    apartmentId: { id: 'parcels.rule.apartmentId' },
    carrier: { id: 'parcels.rule.carrier', ...between(2, 60) },
    note: { id: 'parcels.rule.note', ...upTo(200) },
    collectedBy: { id: 'parcels.rule.collectedBy', ...between(2, 60) },
    photo: { id: 'parcels.rule.photo', ...upTo(5) },
  } satisfies WordsOf<typeof PARCEL_RULES>,
} as const;

/** Each table beside its words, for finding a rule by the server's sentence. */
export const RULE_TABLES = [
  [BUILDING_RULES, RULE_WORDS.building],
  [APARTMENT_RULES, RULE_WORDS.apartment],
  [COUPON_RULES, RULE_WORDS.coupon],
  [ANNOUNCEMENT_RULES, RULE_WORDS.announcement],
  [REMINDER_RULES, RULE_WORDS.reminder],
  [MAINTENANCE_RULES, RULE_WORDS.maintenance],
  [USER_RULES, RULE_WORDS.user],
  [REJECTION_RULES, RULE_WORDS.rejection],
  [TENANT_DETAILS_RULES, RULE_WORDS.tenant],
  [PARKING_RULES, RULE_WORDS.parking],
  [RECURRING_RULES, RULE_WORDS.recurring],
  [LEDGER_RULES, RULE_WORDS.ledger],
  [PAYMENT_REPORT_RULES, RULE_WORDS.paymentReport],
  [LATE_FEE_RULES, RULE_WORDS.lateFee],
  [LEASE_TERMS_RULES, RULE_WORDS.leaseTerms],
  [RENT_CHANGE_RULES, RULE_WORDS.rentChange],
  [RENEWAL_RULES, RULE_WORDS.renewal],
  [FINAL_STATEMENT_RULES, RULE_WORDS.finalStatement],
  [STAFF_RULES, RULE_WORDS.staff],
  [VISITOR_RULES, RULE_WORDS.visitor],
  [SPACE_RULES, RULE_WORDS.space],
  [BOOKING_RULES, RULE_WORDS.booking],
  [PARCEL_RULES, RULE_WORDS.parcel],
] as const;

const RULE_BY_SENTENCE: ReadonlyMap<string, RuleWords> = new Map(
  RULE_TABLES.flatMap(([rules, words]) =>
    Object.entries(rules).map(([field, sentence]) => [sentence, words[field as keyof typeof words] as RuleWords]),
  ),
);

const formatted = (numbers: Readonly<Record<string, number>> | undefined, number: (n: number) => string) =>
  numbers && Object.fromEntries(Object.entries(numbers).map(([name, n]) => [name, number(n)]));

/** A rule in the reader's words: `t` and `number` from the component (`useT`, `useFormat().number`). */
export const sayRule = (
  rule: RuleWords,
  t: (id: MessageId, values?: Record<string, string>) => string,
  number: (n: number) => string,
): string => t(rule.id, formatted(rule.numbers, number));

const sayRuleNow = (rule: RuleWords) => sayRule(rule, translateNow, numberNow);

/** The numbers some codes' sentences name, from the rules that make them. */
const CODE_NUMBERS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  'APARTMENT.PHOTO_TOO_LARGE': { size: APARTMENT_PHOTO_MAX_BYTES / 1024 / 1024 },
  'APARTMENT.IMPORT_TOO_MANY_ROWS': { limit: MAX_IMPORT_ROWS },
  'CHARGE.IMPORT_TOO_MANY_ROWS': { limit: MAX_BILL_ROWS },
  'MAINTENANCE.REOPEN_EXPIRED': { days: REOPEN_WINDOW_DAYS },
  'MAINTENANCE.DAILY_LIMIT': { limit: DAILY_LIMIT },
  'MAINTENANCE.TOO_MANY_PHOTOS': { limit: PHOTO_LIMIT },
  'MAINTENANCE.PHOTO_TOO_LARGE': { size: PHOTO_MAX_BYTES / 1024 / 1024 },
};

/** Words for every code an area refuses with (each area's are in its own catalogue), and for the HTTP layer's own. */
const REFUSAL_WORDS: Readonly<Record<`errors.${ErrorCode}`, string>> = en;

const codeId = (code: string | undefined): MessageId | undefined => {
  const id = `errors.${code}`;
  return code !== undefined && Object.hasOwn(REFUSAL_WORDS, id) ? (id as MessageId) : undefined;
};

/** Whether the catalogue has words for a code. */
export const isKnownCode = (code: string | undefined): boolean => codeId(code) !== undefined;

/** The sentence for a code, in the app's language; none for a code the catalogue does not know. */
const codeSentence = (code: string | undefined): string | undefined => {
  const id = codeId(code);
  return id && translateNow(id, formatted(CODE_NUMBERS[code!], numberNow));
};

/** A field refused for a day already past, which the server names in its sentence ("The expiry date … has passed"). */
const EXPIRY_PASSED = /^The expiry date .+ has passed; pick today or a later day$/;

/** A spreadsheet's refused line: the server says "Line 3: <what is wrong>". */
function importLine(message: string | undefined, line: number): string {
  const problem = message?.replace(/^Line \d+: /, '');
  const rule = problem === undefined ? undefined : RULE_BY_SENTENCE.get(problem);
  return rule
    ? translateNow('errors.importLineRule', { line: numberNow(line), rule: sayRuleNow(rule) })
    : translateNow('errors.importLine', { line: numberNow(line) });
}

/** The words beside a refused field: its rule's, or its code's, or a plain "not accepted". */
function fieldSentence(sentence: string, code: string | undefined): string {
  const rule = RULE_BY_SENTENCE.get(sentence);
  if (rule) return sayRuleNow(rule);
  if (EXPIRY_PASSED.test(sentence)) return translateNow('errors.field.expiryPassed');
  // A field refused under a code of its own (a taken coupon code, a photo too large) says what the code says.
  if (code !== 'VALIDATION.INVALID_INPUT') {
    const said = codeSentence(code);
    if (said) return said;
  }
  return translateNow('errors.field.refused');
}

/** What the server said in a refusal, as its error body carries it. */
export interface ServerRefusal {
  readonly message?: string;
  readonly code?: string;
  readonly fields?: Readonly<Record<string, string>>;
  /** The spreadsheet line an import refusal names. */
  readonly line?: number;
}

/**
 * The refusal's message and field sentences as the reader should see them now. English keeps the server's words
 * exactly (the catalogue stands in only for a code sent without a message); Bangla says the catalogue's sentence for
 * the code, or for the rule a message or field states.
 */
export function inReadersWords({ message, code, fields, line }: ServerRefusal): {
  message?: string;
  fields?: Readonly<Record<string, string>>;
} {
  if (localeNow() === 'en') return { message: message ?? codeSentence(code), fields };
  const rule = message === undefined ? undefined : RULE_BY_SENTENCE.get(message);
  const said =
    (code === 'APARTMENT.IMPORT_INVALID' || code === 'CHARGE.IMPORT_INVALID') && line !== undefined
      ? importLine(message, line)
      : rule
        ? sayRuleNow(rule)
        : (codeSentence(code) ?? (message === undefined ? undefined : translateNow('errors.unknown')));
  return {
    message: said,
    fields:
      fields && Object.fromEntries(Object.entries(fields).map(([name, text]) => [name, fieldSentence(text, code)])),
  };
}

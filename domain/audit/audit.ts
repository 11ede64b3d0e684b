/**
 * What the audit log records, never edited afterwards: every change an admin (or the operator's CLI) makes, and an
 * applicant taking back their request (which the admins' list of requests loses).
 */
import type { AuditAction } from '../areas.ts';

/** Each area's actions are in its `area.ts`; every area's, in one list, are `AUDIT_ACTIONS` of `domain/areas.ts`. */
export type { AuditAction };

export type AuditField = (typeof AUDIT_FIELDS)[number];

/**
 * Every field an entry may name in what changed. The audit log shows each in the reader's language, so a use case
 * that records a field not listed here does not compile.
 */
export const AUDIT_FIELDS = [
  'status',
  'userEmail',
  'apartment',
  'startMonth',
  'role',
  'rent',
  'retired',
  'image',
  'isActive',
  'title',
  'description',
  'text',
  'block',
  'floor',
  'number',
  'attempts',
  'agreement',
  'imported',
  'name',
  'address',
  'latitude',
  'longitude',
  'phone',
  'email',
  'emergencyPhone',
  'dueDay',
  'daysBefore',
  'daysAfter',
  'discountPercentage',
  'code',
  'expiresOn',
  'limit',
  'reason',
  'month',
  'amount',
  'enabled',
  'graceDays',
  'percent',
  'cap',
  'kind',
  'label',
  'from',
  'until',
  'leases',
  'method',
  'reference',
  'paidOn',
  'receipt',
  'entry',
  'member',
  'endMonth',
  'advanceMonths',
  'deposit',
  'effectiveMonth',
  'owed',
  'refund',
  'outcome',
  'stillOwed',
  'job',
  'retentionDays',
  'slotMinutes',
  'aheadDays',
  'needsApproval',
  'assignee',
] as const;

/** The fields whose numbers are whole taka. */
export const MONEY_FIELDS = [
  'rent',
  'amount',
  'cap',
  'deposit',
  'owed',
  'refund',
  'stillOwed',
] as const satisfies readonly AuditField[];

/**
 * The fields of a record that are not in the list, which the audit log could not show in the reader's words. The
 * compiler catches most, but not a field spread in from a conditional part of the record.
 */
export function unlistedAuditFields(values: Readonly<Record<string, unknown>> | undefined): string[] {
  const listed: readonly string[] = AUDIT_FIELDS;
  return Object.keys(values ?? {}).filter((field) => !listed.includes(field));
}

/** What a use case records of a subject before or after a change. */
export type AuditValues = Readonly<Partial<Record<AuditField, string | number | boolean | null>>>;

export interface AuditEntry {
  readonly id: string;
  readonly at: Date;
  /** The admin's email (the applicant's, for a withdrawal), or "cli" for the operator's command line. */
  readonly actor: string;
  readonly action: AuditAction;
  /** What was acted on: an agreement id, a member's email, a coupon code, an announcement id, an apartment id,
   * "building" for the building's details, a maintenance request's id. */
  readonly subject: string;
  /**
   * What people call the subject, written with the entry ("Nusrat Jahan for Block B, floor 4, B401", "WELCOME10"), so
   * the log reads in their words even after the person or the flat is gone. Entries older than labels have none.
   */
  readonly label?: string;
  /** The parts of the subject that changed, before and after. */
  readonly before?: Readonly<Record<string, string | number | boolean | null>>;
  readonly after?: Readonly<Record<string, string | number | boolean | null>>;
}

import type { AuditEntryDto } from '@contract/audit';
import type { MessageId } from '@/i18n/en/index.ts';
import type { Translate } from '@/lib/i18n/intl.tsx';
import type { AuditAction } from '../api/audit-log.ts';
import { AUDIT_ACTIONS } from '@domain/areas.ts';
import { AUDIT_FIELDS, MONEY_FIELDS, type AuditField } from '@domain/audit/audit.ts';
import { CHARGE_KINDS, PAYMENT_METHODS } from '@domain/ledger/ledger.ts';

/** Each action as an admin would say it: its words are in its area's catalogue (checked below by the compiler). */
type ActionWords = `auditLog.action.${AuditAction}`;
const everyActionHasWords: ActionWords extends MessageId ? true : never = true;
void everyActionHasWords;
export const actionWords = (t: Translate, action: AuditAction): string => t(`auditLog.action.${action}`);

export const isAuditAction = (value: string | null): value is AuditAction =>
  (AUDIT_ACTIONS as readonly (string | null)[]).includes(value);

/**
 * The operator's command line writes "cli" as the actor, the demo's made-up data "seed", and what the building does
 * on its own (a lease ended at its planned end) "system".
 */
export const actorWords = (t: Translate, actor: string) =>
  actor === 'cli'
    ? t('auditLog.commandLine')
    : actor === 'seed'
      ? t('auditLog.demoData')
      : actor === 'system'
        ? t('auditLog.building')
        : actor;

type Values = AuditEntryDto['before'];

/** A value as shown: words, or an amount of taka (drawn with its sign). */
export type Shown = string | { readonly taka: number };

export interface Change {
  field: string;
  before?: Shown;
  after?: Shown;
}

/** The fields the server's entries name, each with its words in the catalogues (checked below by the compiler). */
const KNOWN_FIELDS = new Set<string>(AUDIT_FIELDS);
type FieldWords = `auditLog.field.${AuditField}`;
const everyFieldHasWords: FieldWords extends MessageId ? true : never = true;
void everyFieldHasWords;

/**
 * A field's name in the reader's language; one the catalogues do not know yet reads as its camelCase words
 * ("discountPercentage" -> "discount percentage").
 */
const fieldWords = (t: Translate, key: string) =>
  KNOWN_FIELDS.has(key)
    ? t(`auditLog.field.${key}` as MessageId)
    : key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * The states and roles an entry's `status` and `role` fields take (an agreement's, a maintenance request's, an
 * email's; a person's), each with its words in the catalogues.
 */
const KNOWN_VALUES = new Set([
  'pending',
  'accepted',
  'rejected',
  'withdrawn',
  'ended',
  'submitted',
  'in_progress',
  'resolved',
  'closed',
  'declined',
  'approved',
  'cancelled',
  'sent',
  'failed',
  'user',
  'member',
  'admin',
  'staff',
  'refund',
  'owed',
]);
const WORDED_FIELDS = new Set(['status', 'role', 'outcome']);

/** How values are put into words in the reader's language. */
export interface ValueFormat {
  t: Translate;
  month: (key: string) => string;
  date: (iso: string) => string;
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Values as people write them: yes/no, none, states, roles, kinds of charge and ways of paying in words, money in taka,
 * months and days by name ("November 2026", "30 Apr 2027").
 */
const valueWords = ({ t, month, date }: ValueFormat, key: string, value: string | number | boolean | null): Shown => {
  if (value === null) return t('auditLog.none');
  if (WORDED_FIELDS.has(key) && typeof value === 'string' && KNOWN_VALUES.has(value))
    return t(`auditLog.value.${value}` as MessageId);
  if (key === 'kind' && isOneOf(CHARGE_KINDS, value)) return t(`books.charge.${value}`);
  if (key === 'method' && isOneOf(PAYMENT_METHODS, value)) return t(`books.method.${value}`);
  if (key === 'leases' && value === 'all') return t('auditLog.value.allLeases');
  if (isOneOf(MONEY_FIELDS, key) && typeof value === 'number') return { taka: value };
  if (typeof value === 'boolean') return value ? t('auditLog.yes') : t('auditLog.no');
  if (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return month(value);
  // Local midnight, so the day shown is the day written.
  if (typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])-\d{2}$/.test(value)) return date(`${value}T00:00:00`);
  return String(value);
};

/** One line per field that either side mentions, in the order the server wrote them. */
export function changesOf(words: ValueFormat, before: Values, after: Values): Change[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    field: fieldWords(words.t, key),
    ...(before && key in before ? { before: valueWords(words, key, before[key] ?? null) } : {}),
    ...(after && key in after ? { after: valueWords(words, key, after[key] ?? null) } : {}),
  }));
}

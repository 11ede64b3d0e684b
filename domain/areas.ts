import { agreements } from './agreements/area.ts';
import { announcements } from './announcements/area.ts';
import { apartments } from './apartments/area.ts';
import { autopay } from './autopay/area.ts';
import { building } from './building/area.ts';
import { charges } from './charges/area.ts';
import { commonSpaces } from './common-spaces/area.ts';
import { coupons } from './coupons/area.ts';
import { frontDesk } from './front-desk/area.ts';
import { identity } from './identity/area.ts';
import { lateFees } from './late-fees/area.ts';
import { ledger } from './ledger/area.ts';
import { maintenance } from './maintenance/area.ts';
import { members } from './members/area.ts';
import { moveOut } from './move-out/area.ts';
import { notifications } from './notifications/area.ts';
import { onlinePayments } from './online-payments/area.ts';
import { parcels } from './parcels/area.ts';
import { parking } from './parking/area.ts';
import { paymentReports } from './payment-reports/area.ts';
import { payments } from './payments/area.ts';
import { shared } from './shared/area.ts';
import type { AreaDeclaration, RefusalKind } from './shared/area.ts';

/**
 * Every area of the building's rules, one line each: the product's refusal codes and audit actions are the union of
 * what the areas declare in their `area.ts`.
 */
export const AREAS = {
  agreements,
  announcements,
  apartments,
  autopay,
  building,
  charges,
  commonSpaces,
  coupons,
  frontDesk,
  identity,
  lateFees,
  ledger,
  maintenance,
  members,
  moveOut,
  notifications,
  onlinePayments,
  parcels,
  parking,
  paymentReports,
  payments,
  shared,
} as const;
type Areas = typeof AREAS;

export type ErrorCode = { [A in keyof Areas]: keyof Areas[A]['refusals'] }[keyof Areas];
export type AuditAction = {
  [A in keyof Areas]: Areas[A]['auditActions'] extends readonly (infer Action)[] ? Action : never;
}[keyof Areas];

/** Each code's kind of refusal. */
export const REFUSAL_KIND: Readonly<Record<ErrorCode, RefusalKind>> = Object.assign(
  {},
  ...Object.values(AREAS).map((area) => area.refusals),
);
export const ERROR_CODES = Object.keys(REFUSAL_KIND) as readonly ErrorCode[];
/** Every set of rules the areas write as sentences for a form's fields. */
export const RULE_SETS: readonly Readonly<Record<string, string>>[] = Object.values(AREAS).flatMap(
  (area): AreaDeclaration['ruleSets'] => area.ruleSets,
);
export const AUDIT_ACTIONS: readonly AuditAction[] = Object.values(AREAS).flatMap((area) => area.auditActions);

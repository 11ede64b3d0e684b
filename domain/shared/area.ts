/** The kind of refusal a code stands for; the HTTP adapter answers each kind with one status. */
export type RefusalKind =
  | 'invalid'
  | 'unauthenticated'
  | 'declined'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'provider-failed'
  | 'unavailable';

/**
 * What an area of the building's rules declares about itself, read by the places that list every area's: each code
 * it refuses with (the one-word area form `AREA.REASON`, stable: clients, logs and the HTTP status key on it) with
 * its kind of refusal, what the audit log records of its admins' actions (stored values: they never change), and
 * its rules in words.
 */
export interface AreaDeclaration {
  readonly refusals: Readonly<Record<`${string}.${string}`, RefusalKind>>;
  readonly auditActions: readonly string[];
  /** The area's rules written as sentences for a form's fields (its `*_RULES`): a refusal of a missing field says them. */
  readonly ruleSets: readonly Readonly<Record<string, string>>[];
}

/** Refusals of no one area: input no rule accepts, a caller not signed in or not allowed, a service down. */
export const shared = {
  refusals: {
    'VALIDATION.INVALID_INPUT': 'invalid',
    'AUTH.UNAUTHENTICATED': 'unauthenticated',
    'AUTH.FORBIDDEN': 'forbidden',
    'SERVICE.UNAVAILABLE': 'unavailable',
  },
  auditActions: [],
  ruleSets: [],
} as const satisfies AreaDeclaration;

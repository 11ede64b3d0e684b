import type { MessageId } from '@/i18n/en/index.ts';
import { translateNow, type Translate } from '@/lib/i18n/intl.tsx';

/**
 * The reason shown after 'Login failed: ' / 'Registration failed: '. The identity service's own messages
 * ("Firebase: Error (auth/invalid-credential).") mean little to residents, so the common ones get plain words.
 */
const REASONS: Record<string, MessageId> = {
  'auth/invalid-credential': 'auth.error.credentials',
  'auth/invalid-login-credentials': 'auth.error.credentials',
  'auth/wrong-password': 'auth.error.credentials',
  'auth/user-not-found': 'auth.error.credentials',
  'auth/invalid-email': 'auth.error.invalidEmail',
  'auth/email-already-in-use': 'auth.error.emailInUse',
  'auth/weak-password': 'auth.error.weakPassword',
  'auth/too-many-requests': 'auth.error.tooMany',
  'auth/network-request-failed': 'auth.error.network',
  'auth/popup-blocked': 'auth.error.popupBlocked',
  'auth/popup-closed-by-user': 'auth.error.popupClosed',
  'auth/user-disabled': 'auth.error.disabled',
};

/** The reason in the reader's language when given their `t` (useT()); an unknown one in the service's own words. */
export function reasonOf(error: unknown, t: Translate = translateNow): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REASONS[code]) return t(REASONS[code]);
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase: /, '');
  return t('auth.error.unknown');
}

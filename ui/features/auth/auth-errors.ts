/**
 * The reason shown after 'Login failed: ' / 'Registration failed: '. The identity service's own messages
 * ("Firebase: Error (auth/invalid-credential).") mean little to residents, so the common ones get plain words.
 */
const REASONS: Record<string, string> = {
  'auth/invalid-credential': 'Incorrect email or password.',
  'auth/invalid-login-credentials': 'Incorrect email or password.',
  'auth/wrong-password': 'Incorrect email or password.',
  'auth/user-not-found': 'Incorrect email or password.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/email-already-in-use': 'An account with this email already exists.',
  'auth/weak-password': 'The password is too weak.',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'The network request failed. Please check your connection.',
  'auth/popup-blocked': 'The sign-in window was blocked by the browser.',
  'auth/popup-closed-by-user': 'The sign-in window was closed.',
  'auth/user-disabled': 'This account has been disabled.',
};

export function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && REASONS[code]) return REASONS[code];
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase: /, '');
  return 'Something went wrong';
}

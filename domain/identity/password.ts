export const PASSWORD_RULE_MESSAGE = 'Password must include uppercase, lowercase, and be at least 6 characters';

export const isAcceptablePassword = (password: string): boolean =>
  password.length >= 6 && /[a-z]/.test(password) && /[A-Z]/.test(password);

/** What the server's refusals say for members: the words of each rule it checks, and each refusal code's sentence. */
export const membersRefusals = {
  'errors.USER.NOT_FOUND': 'That account could not be found',
  'errors.USER.EMAIL_TAKEN': 'That email already has an account',
  'errors.USER.IS_ADMIN': 'An admin cannot be removed as a member',
  'errors.USER.NOT_MEMBER': 'That user is not a member (any more). Refresh the list.',
  'errors.USER.ROLE_CHANGED': 'The account changed meanwhile. Refresh and try again.',
} as const;

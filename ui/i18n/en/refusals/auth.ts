/** What the server's refusals say for auth: the words of each rule it checks, and each refusal code's sentence. */
export const authRefusals = {
  'auth.rule.email': 'Email must be an address whose domain has a dot, like name@example.com',
} as const;

/** What the server's refusals say for autopay: the words of each rule it checks, and each refusal code's sentence. */
export const autopayRefusals = {
  'errors.AUTOPAY.NO_LEASE': 'Autopay is for residents with a running lease',
  'errors.AUTOPAY.NO_CARD': 'Save a card before turning autopay on',
  'errors.AUTOPAY.NOT_ON': 'Autopay is not on',
  'errors.AUTOPAY.CHANGED': 'Your autopay was changed meanwhile (in another tab?); reload to see it',
  'errors.AUTOPAY.CARD_NOT_SAVED': 'The card was not saved: its setup did not succeed',
} as const;
